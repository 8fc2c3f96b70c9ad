/** Title and text of the error page for a status code (spec section 8). */
export interface ErrorPageText {
  title: string;
  text: string;
}

const NOT_FOUND: ErrorPageText = { title: 'Not Found', text: "We can't find the page you're looking for." };
const UNEXPECTED: ErrorPageText = { title: 'Unexpected Error', text: 'Something went wrong. Please try again later.' };

/** 404 is "Not Found"; every other status is "Unexpected Error". */
export function errorPageText(code: number): ErrorPageText {
  return code === 404 ? NOT_FOUND : UNEXPECTED;
}

/**
 * The status code behind whatever a route threw: React Router error responses and fetch Responses carry
 * one (notFound() throws a 404 Response), as do errors with a numeric `status`; anything else is a 500.
 */
export function statusOfError(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status <= 599) return status;
  }
  return 500;
}
