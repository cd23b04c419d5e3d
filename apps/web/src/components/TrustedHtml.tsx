import { Box, type BoxProps } from '@mantine/core';

interface TrustedHtmlProps extends BoxProps {
  /** HTML written by our own server (plan lines, the EULA). Never pass text a user typed. */
  html: string;
  component?: 'div' | 'span' | 'section' | 'article';
}

/** Renders HTML that our server sends as trusted markup. */
export function TrustedHtml({ html, component = 'div', ...boxProps }: TrustedHtmlProps) {
  return <Box component={component} {...boxProps} dangerouslySetInnerHTML={{ __html: html }} />;
}
