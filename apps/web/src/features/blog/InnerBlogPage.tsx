import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { appBlog } from './appBlog';
import { ArticleList } from './ArticleList';
import { ArticleView } from './ArticleView';

/** /InnerBlog and /InnerBlog/{id}, in the signed-in shell (doc 3 §2): the list, or one article. */
export function InnerBlogPage() {
  const { id } = useParams();
  return (
    <Box maw={1100} mx="auto">
      {id ? <ArticleView key={id} scope={appBlog} id={id} /> : <ArticleList scope={appBlog} />}
    </Box>
  );
}
