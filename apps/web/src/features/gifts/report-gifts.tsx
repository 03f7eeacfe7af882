import { giftsApi, REPORT_REASONS } from '@mingle/protocol';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { GiftImage } from './gift-image';
import { giftKeys } from './queries';

/** The report reason "asking for gifts" (spec §3): its reports show the gifts between the two people. */
export const ASKING_FOR_GIFTS = REPORT_REASONS.find((r) => r.key === 'asking_for_gifts')?.id ?? 15;

interface ReportGiftsProps {
  reporterId: number;
  targetUserId: number;
  /** The report's time: gifts within a week either side are shown. */
  at: number;
}

/** For the admin's report queue: the gifts sent between reporter and reported around the report. */
export function ReportGifts(props: ReportGiftsProps) {
  return (
    <Suspense fallback={null}>
      <GiftsAround {...props} />
    </Suspense>
  );
}

function GiftsAround({ reporterId, targetUserId, at }: ReportGiftsProps) {
  const { t, i18n } = useTranslation('gifts');
  const { api } = useServices();
  const gifts = useQuery({
    queryKey: [...giftKeys.admin(), 'between', reporterId, targetUserId, at],
    queryFn: ({ signal }) =>
      api.call(giftsApi.adminBetween, { userA: reporterId, userB: targetUserId, at }, { signal }),
  });
  if (!gifts.data) return null;
  return (
    <section className="report-gifts" aria-label={t('admin.reportGifts')}>
      <h3>{t('admin.reportGifts')}</h3>
      {gifts.data.length === 0 ? (
        <p>{t('admin.reportNoGifts')}</p>
      ) : (
        <ul>
          {gifts.data.map((g) => (
            <li key={g.sendId} className="gift-message">
              <GiftImage src={g.image} size={24} />
              {t('admin.reportGift', {
                from: g.fromUserId,
                to: g.toUserId,
                gift: g.name,
                coins: g.coins,
                date: new Date(g.time).toLocaleString(i18n.language),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
