/** spec 000 §2: the product name followed by the page title, or the product name alone. */
export function composePageTitle(productName: string, pageTitle?: string | null): string {
  const title = pageTitle?.trim();
  return title ? `${productName} — ${title}` : productName;
}
