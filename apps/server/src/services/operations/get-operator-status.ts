import type { TOperatorStatus } from '@beatpasal/shared/health';
import type { AppContext } from '../../context';
import { MAIL_DELIVER_JOB } from '../../mail/enqueue-mail';
import { readLatestMailError, readQueueDepths } from '../../db/repositories/queue-depths-repository';
import type { CheckFailure, ReadinessWatch } from './readiness-watch';

const shown = (failure: CheckFailure | { code: string | undefined; message: string; at: Date } | null | undefined) =>
  failure ? { code: failure.code ?? null, message: failure.message, at: failure.at.toISOString() } : null;

/**
 * What an operator needs to know about this instance and the deployment's mail: readiness with its
 * reasons, and how long mail has been waiting and why (issue 32). Checks again as /api/ready does.
 */
export async function getOperatorStatus(
  ctx: Pick<AppContext, 'instanceId' | 'database' | 'storage' | 'smtp'>,
  watch: ReadinessWatch,
): Promise<TOperatorStatus> {
  const readiness = await watch.check();
  const [depths, latestMailError] =
    readiness.checks.database === 'ok'
      ? await Promise.all([readQueueDepths(ctx.database.db), readLatestMailError(ctx.database.db)])
      : [[], null];
  const mailQueue = depths.find((depth) => depth.kind === MAIL_DELIVER_JOB);
  const smtp = ctx.smtp.snapshot();
  const lastDeliveryError =
    shown(smtp.lastFailure) ?? (latestMailError ? { code: null, message: latestMailError, at: null } : null);
  return {
    instanceId: ctx.instanceId,
    readiness,
    storage: { kind: ctx.storage.kind, where: { ...ctx.storage.where }, failure: shown(watch.failure('storage')) },
    database: { kind: ctx.database.kind, failure: shown(watch.failure('database')) },
    mail: {
      smtp: smtp.state,
      smtpCheckedAt: smtp.checkedAt?.toISOString() ?? null,
      lastDeliveryError,
      waiting: mailQueue?.waiting ?? 0,
      oldestWaitingSeconds: mailQueue?.oldestWaitingSeconds ?? null,
      held: mailQueue?.held ?? 0,
      dead: mailQueue?.dead ?? 0,
    },
  };
}
