import type { JobQueue } from '../../jobs/jobs.ts';
import type { ReferralRewardService } from './referral-rewards.service.ts';

/**
 * The referral programme's place in the job queue: `referrals.approve-due` approves the rewards
 * whose holding period is over, each by a conditional update, so a run twice (or two copies at
 * once) approves each reward once.
 */
export function registerReferralJobs(queue: JobQueue, rewards: ReferralRewardService): void {
  queue.register('referrals.approve-due', async (ctx) => void (await rewards.approveDue(ctx)), {
    retryLimit: 10,
    retryDelay: 60,
  });
}
