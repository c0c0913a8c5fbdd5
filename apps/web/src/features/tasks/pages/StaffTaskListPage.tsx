import type { TRouteName } from '@portal/domain';
import ScreenNotReady from '../../../ui-component/ScreenNotReady';

/** Placeholder until this screen is built (issue 4). */
export default function StaffTaskListPage({ routeName }: { routeName: TRouteName }) {
  return <ScreenNotReady routeName={routeName} />;
}
