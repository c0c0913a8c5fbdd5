import type { TRouteName, TTaskActionKey } from '@portal/domain';
import type { TUploadOne } from '../../files/FileUploader';
import TaskScreenGate from '../../tasks/components/TaskScreenGate';
import DocsSignScreen from '../components/DocsSignScreen';
import type { TCanvasFactory } from '../signature-strokes';

/** The signing task each of the two routes serves. */
const SIGNING_TASKS: readonly TTaskActionKey[] = ['POC_DOC_SIGN', 'T_AR_DOC_SIGN'];

/**
 * /docs-sign/:caseID and /annual-renewal/docs-sign/:caseID (POC_DOC_SIGN, T_AR_DOC_SIGN; issue 6):
 * only someone whose signing task of this case is in progress (the client, or a stakeholder who
 * signs) works here; anyone else goes to the ongoing case page at its task list (spec §6).
 */
export default function DocsSignPage({
  routeName,
  makeCanvas,
  upload,
}: {
  routeName: TRouteName;
  makeCanvas?: TCanvasFactory;
  upload?: TUploadOne;
}) {
  return (
    <TaskScreenGate routeName={routeName} actionKeys={SIGNING_TASKS}>
      {(task) => <DocsSignScreen key={task.taskID} task={task} makeCanvas={makeCanvas} upload={upload} />}
    </TaskScreenGate>
  );
}
