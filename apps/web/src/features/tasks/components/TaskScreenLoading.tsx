import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { TTask } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import TaskScreenHeader from './TaskScreenHeader';

/** A task screen whose own data is still loading, or failed to (with Retry), under the task's header. */
export default function TaskScreenLoading({
  task,
  failed,
  failedText,
  loadingLabel,
  onRetry,
}: {
  task: TTask;
  failed: boolean;
  failedText: string;
  loadingLabel: string;
  onRetry: () => void;
}) {
  return (
    <MainCard>
      <TaskScreenHeader task={task} />
      {failed ? (
        <QueryStatus isPending={false} failedText={failedText} onRetry={onRetry} />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      )}
    </MainCard>
  );
}
