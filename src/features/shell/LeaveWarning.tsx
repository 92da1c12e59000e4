// Nothing to see: the browser's own warning when the desk is closed with changes not yet sent.
import { useLeaveWarning } from '@/data/react/use-leave-warning';

export function LeaveWarning() {
  useLeaveWarning();
  return null;
}
