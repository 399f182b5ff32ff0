import type { RetentionCounts } from "@tischservice/core";

/** A retention run's counts: zero for every kind but the ones given. */
export function retentionCounts(counted: Partial<RetentionCounts> = {}): RetentionCounts {
  return {
    reservations: 0,
    enquiries: 0,
    waitlist: 0,
    mails: 0,
    sessions: 0,
    passwordResetTokens: 0,
    emailVerificationTokens: 0,
    trustedDevices: 0,
    auditIps: 0,
    demoRequests: 0,
    orphanMailFiles: 0,
    ...counted,
  };
}
