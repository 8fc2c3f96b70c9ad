/** A user as the API works with it. The password hash never leaves this module's callers on the server. */
export interface UserRecord {
  id: string;
  userName: string;
  name: string;
  email: string;
  image: string;
  passwordHash: string;
  planId: string;
  proUntil: Date | null;
  createdAt: Date;
  /** A guest: seated without an account, reached only through its guest cookie, for rooms alone. */
  guest: boolean;
}
