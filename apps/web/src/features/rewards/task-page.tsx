import type { Task } from '@mingle/protocol';
import Check from 'lucide-react/icons/check';
import Dices from 'lucide-react/icons/dices';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { EmptyState } from '../../components/empty-state';
import { PopupDialog } from '../../components/popup-dialog';
import { SkeletonList } from '../../components/skeleton';
import { withPrefix } from '../../i18n/language-prefix';
import { ActivityBoxes } from './activity-boxes';
import { CheckInDialog } from './check-in';
import { formatLocalTime } from './format';
import { LoadFailed } from './load-failed';
import { DrawHistory, LuckyWheelPanel } from './lucky-wheel';
import { useClaimTask, useTaskLiveUpdates, useTasks, useWheel } from './queries';
import { RewardError } from './reward-error';
import './rewards.css';

/** task (spec §2.1): daily and one-off tasks with live progress, their rewards, and the spins they earned. */
export function TaskPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="page rewards-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('routes.Task')}</h1>
      <ActivityBoxes location="task" />
      <SpinsLine />
      <TaskLists />
    </section>
  );
}

/** The spins the tasks earned, and the wheel to use them on (in a pop-up, without leaving the tasks). */
function SpinsLine() {
  const { t } = useTranslation('wheel');
  const wheel = useWheel();
  const [open, setOpen] = useState(false);
  if (!wheel.data) return null;
  return (
    <div className="reward-spins">
      <p>{t('wheel.spinsLeft', { count: wheel.data.spins })}</p>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        <Dices aria-hidden="true" />
        {t('title')}
      </button>
      {open && (
        <PopupDialog title={t('title')} onClose={() => setOpen(false)} className="reward-dialog">
          <LuckyWheelPanel />
          <DrawHistory />
        </PopupDialog>
      )}
    </div>
  );
}

export function TaskLists() {
  const { t, i18n } = useTranslation('wheel');
  const tasks = useTasks();
  useTaskLiveUpdates();
  const dailyId = useId();
  const onceId = useId();
  if (tasks.isPending) return <SkeletonList label={t('tasks.loading')} />;
  if (tasks.isError) return <LoadFailed onRetry={() => void tasks.refetch()} />;
  const daily = tasks.data.tasks.filter((task) => task.kind === 'daily');
  const once = tasks.data.tasks.filter((task) => task.kind === 'once');
  if (daily.length + once.length === 0) return <EmptyState text={t('tasks.empty')} />;
  return (
    <>
      {daily.length > 0 && (
        <section className="reward-section" aria-labelledby={dailyId}>
          <h2 id={dailyId}>{t('tasks.daily')}</h2>
          <p className="reward-note">
            {t('tasks.resets', { time: formatLocalTime(tasks.data.resetsAt, i18n.language) })}
          </p>
          <TaskRows tasks={daily} />
        </section>
      )}
      {once.length > 0 && (
        <section className="reward-section" aria-labelledby={onceId}>
          <h2 id={onceId}>{t('tasks.once')}</h2>
          <TaskRows tasks={once} />
        </section>
      )}
    </>
  );
}

function TaskRows({ tasks }: { tasks: Task[] }) {
  return (
    <ul className="task-rows">
      {tasks.map((task) => (
        <TaskRow key={task.code} task={task} />
      ))}
    </ul>
  );
}

/** "+10 coins · +1 spin": what a task, a claim or a grant gives. */
export function useRewardText(): (coins: number, spins: number) => string {
  const { t } = useTranslation('wheel');
  return (coins, spins) =>
    [coins > 0 ? t('plusCoins', { coins }) : null, spins > 0 ? t('plusSpins', { count: spins }) : null]
      .filter(Boolean)
      .join(' · ');
}

function TaskRow({ task }: { task: Task }) {
  const { t } = useTranslation('wheel');
  const titleId = useId();
  const claim = useClaimTask();
  const rewardText = useRewardText();
  // Held by the row, not the button: the check-in finishes the task, the button goes, the pop-up stays.
  const [checkInOpen, setCheckInOpen] = useState(false);
  return (
    <li className="task-row" aria-labelledby={titleId} data-state={task.state}>
      <div className="task-main">
        <p id={titleId} className="task-title">
          {t(`tasks.measure.${task.measure}`, { count: task.target })}
        </p>
        {task.measure === 'call-coins' && <p className="reward-note">{t('tasks.coinRule')}</p>}
        <progress value={task.progress} max={task.target} aria-labelledby={titleId} />
        <p className="task-facts">
          <span>{t('tasks.progress', { progress: task.progress, target: task.target })}</span>
          <span className="task-reward">{rewardText(task.rewardCoins, task.rewardSpins)}</span>
        </p>
        <div role="status" className="form-notice reward-result">
          {claim.data && t('tasks.claimedResult', { reward: rewardText(claim.data.coins, claim.data.spins) })}
        </div>
        <RewardError error={claim.error} />
      </div>
      <div className="task-action">
        {task.state === 'done' ? (
          <button
            type="button"
            className="button button-primary"
            disabled={claim.isPending}
            onClick={() => claim.mutate(task.code)}
          >
            {t('tasks.claim')}
          </button>
        ) : task.state === 'claimed' ? (
          <span className="badge" data-tone="ok">
            <Check aria-hidden="true" className="badge-icon" />
            {t('tasks.claimed')}
          </span>
        ) : (
          <TaskGo task={task} onCheckIn={() => setCheckInOpen(true)} />
        )}
      </div>
      {checkInOpen && <CheckInDialog onClose={() => setCheckInOpen(false)} />}
    </li>
  );
}

/** Where an open task is done: the check-in pop-up, a call from home, the friends list. */
function TaskGo({ task, onCheckIn }: { task: Task; onCheckIn(): void }) {
  const { t } = useTranslation('wheel');
  const prefix = useLanguagePrefix();
  if (task.measure === 'check-in') {
    return (
      <button type="button" className="button button-secondary" onClick={onCheckIn}>
        {t('tasks.goCheckIn')}
      </button>
    );
  }
  const to = task.measure === 'friend-added' ? '/friends' : '/';
  return (
    <Link className="button button-secondary" to={withPrefix(prefix, to)}>
      {task.measure === 'friend-added' ? t('tasks.goFriends') : t('tasks.goCall')}
    </Link>
  );
}
