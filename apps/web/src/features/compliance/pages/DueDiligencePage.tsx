import type { TRouteName, TTaskActionKey } from '@portal/domain';
import type { TUploadOne } from '../../files/FileUploader';
import TaskScreenGate from '../../tasks/components/TaskScreenGate';
import DueDiligenceScreen from '../components/DueDiligenceScreen';

/** The tasks this screen serves: due diligence and its risk review, of incorporations and renewals. */
export const DUE_DILIGENCE_SCREEN_TASKS: readonly TTaskActionKey[] = [
  'DD_CS_FORM',
  'T_AR_S_I',
  'DD_CO_FORM',
  'T_AR_CO_CHECK',
];

/**
 * /due-diligence/:caseID (DD_CS_FORM; its risk tab ?tab=risk for DD_CO_FORM; issue 8): only the staff
 * member whose due-diligence or risk-review task of this case is in progress works here; anyone else
 * goes to the ongoing case page at its task list (spec §6), where a reviewer takes the review.
 */
export default function DueDiligencePage({
  routeName,
  upload,
}: {
  routeName: TRouteName;
  /** Test seam: the upload transport of the evidence uploader. */
  upload?: TUploadOne;
}) {
  return (
    <TaskScreenGate routeName={routeName} actionKeys={DUE_DILIGENCE_SCREEN_TASKS}>
      {(task) => <DueDiligenceScreen key={task.taskID} task={task} upload={upload} />}
    </TaskScreenGate>
  );
}
