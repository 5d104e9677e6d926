// Page titles per docs/product.md §9: the product name, a dash, then the page title.
import { PRODUCT_NAME } from './constants';

/** 'Basecamp - Jobs'; just the product name without a title. */
export function pageTitle(title?: string | null): string {
  const t = title?.trim();
  return t ? `${PRODUCT_NAME} - ${t}` : PRODUCT_NAME;
}
