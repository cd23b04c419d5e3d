import { Container } from '@mantine/core';
import { siteBlog } from './api';
import { ArticleList } from './ArticleList';

/** /Blog, public (doc 3 §2). */
export function BlogListPage() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <ArticleList scope={siteBlog} />
    </Container>
  );
}
