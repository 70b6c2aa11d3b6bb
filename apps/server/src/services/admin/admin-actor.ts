/** Who performed an administrator action, as the audit log records it. */
export interface TAdminActor {
  /** Null for the command line (`npm run admin`). */
  userId: string | null;
  email: string;
  ip: string | null;
  userAgent: string | null;
}

export const COMMAND_LINE_ACTOR: TAdminActor = { userId: null, email: 'command line', ip: null, userAgent: null };
