/** Where the share buttons of an article lead (Facebook's sharer, X's post intent, a new email). */
export interface ShareLinks {
  facebook: string;
  x: string;
  email: string;
}

/** The share addresses of the article at `url`; `emailBody` is the email's text, the link included. */
export function shareLinksOf(url: string, title: string, emailBody: string): ShareLinks {
  const encoded = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    x: `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(title)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(emailBody)}`,
  };
}
