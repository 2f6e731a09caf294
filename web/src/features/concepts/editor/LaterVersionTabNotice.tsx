import { useTranslation } from 'react-i18next';
import { UnavailableNotice } from '../../../components/UnavailableNotice';

/** Tabs whose domains are still to come (ad linkage, analytics). */
type LaterVersionTab = 'adLink' | 'analytics';

/** The honest empty state of a tab a later version fills: what will be here, no made-up data. */
export function LaterVersionTabNotice({ tab }: { tab: LaterVersionTab }) {
  const { t } = useTranslation();
  return <UnavailableNotice message={t(`conceptEditor.laterVersionTabs.${tab}`)} />;
}
