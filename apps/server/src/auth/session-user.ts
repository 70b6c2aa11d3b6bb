/** The signed-in person as a request carries them: what plugins/auth resolves from the cookie and services receive. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
}
