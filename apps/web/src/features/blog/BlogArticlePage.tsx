import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { siteBlog } from './api';
import { ArticleView } from './ArticleView';

/** /Blog/{slug}, public (doc 3 §2). */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      {/* A new article starts from its own state, not the previous one's. */}
      <ArticleView key={slug} scope={siteBlog} id={slug} />
    </Container>
  );
}
