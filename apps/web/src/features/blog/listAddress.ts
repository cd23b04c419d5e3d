/** The search and page an address of the list asks for (?q=…&page=…): the page's, and the server's when it draws the list. */
export function listAddressOf(params: URLSearchParams): { words: string; page: number } {
  return {
    words: (params.get('q') ?? '').trim(),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}
