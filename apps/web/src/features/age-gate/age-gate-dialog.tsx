import { useTranslation } from 'react-i18next';
import { PopupDialog } from '../../components/popup-dialog';
import { confirmAge } from './age-gate-storage';

/** Spec §2.3/§5: the page stays blocked until Enter is clicked; Escape and outside clicks do nothing. */
export function AgeGateDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <PopupDialog
      title={t('ageGate.title')}
      description={t('ageGate.body')}
      onClose={onClose}
      dismissible={false}
      className="age-gate"
    >
      <div className="popup-actions">
        <button
          type="button"
          className="button button-primary button-large"
          onClick={() => {
            confirmAge();
            onClose();
          }}
        >
          {t('ageGate.enter')}
        </button>
      </div>
    </PopupDialog>
  );
}
