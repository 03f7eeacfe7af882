import type { CoinPackage, MethodsAnswer, PackagesAnswer } from '@mingle/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { usePackages, usePaymentMethods } from './queries';
import { LoadFailed } from './shop-page';
import { parsePositiveInt } from './shop-links';
import { SkeletonList } from '../../components/skeleton';

/** The package a page is about, among packs and subscriptions. */
export function findPackage(answer: PackagesAnswer | undefined, id: number | null): CoinPackage | undefined {
  if (!answer || id === null) return undefined;
  return [...answer.packs, ...answer.subscriptions].find((p) => p.id === id);
}

interface ChosenPackageProps {
  children(chosen: { pack: CoinPackage; packages: PackagesAnswer; methods: MethodsAnswer }): ReactNode;
}

/**
 * The package of ?packageId=… with the payment methods, for the pages that pay for one (paymentMethodsList and
 * the pay pages). Both are needed before anything can be offered, so until they are loaded, when loading failed,
 * or when the id names no package on sale, this says so and its children are not drawn.
 */
export function ChosenPackage({ children }: ChosenPackageProps) {
  const { t } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const [params] = useSearchParams();
  const packages = usePackages();
  const methods = usePaymentMethods();
  const pack = findPackage(packages.data, parsePositiveInt(params.get('packageId')));

  if (packages.isPending || methods.isPending) return <SkeletonList label={t('loading')} rows={2} />;
  if (packages.isError || methods.isError)
    return (
      <LoadFailed
        onRetry={() => {
          void packages.refetch();
          void methods.refetch();
        }}
      />
    );
  if (!pack)
    return (
      <p role="alert">
        {t('methods.noPackage')} <Link to={withPrefix(prefix, '/shop')}>{t('backToShop')}</Link>
      </p>
    );
  return children({ pack, packages: packages.data, methods: methods.data });
}
