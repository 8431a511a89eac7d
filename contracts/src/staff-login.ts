/**
 * The team's sign-in form, on its own: the back office's sign-in page is its smallest first load,
 * and importing it from the staff rules would bring every back office form's rules (and the India
 * time and link rules they use) onto that page.
 */

/** The sign-in form's problems by field (the API answers a wrong pair with one message of its own). */
export function validateStaffLogin(body: {
  email?: unknown;
  password?: unknown;
}): Record<string, string | undefined> {
  return {
    email: typeof body.email === 'string' && body.email.trim() ? undefined : 'Enter your work e-mail.',
    password: typeof body.password === 'string' && body.password ? undefined : 'Enter your password.',
  };
}
