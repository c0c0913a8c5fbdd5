import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { IconPlus } from '@tabler/icons-react';
import type { TUserType } from '@portal/domain';
import { createActionFor } from '../../../menu-items/menu-items';

/** The side menu's Create button: a new case for a firm's staff, a new request for clients (spec §2); none for SMOOOTH. */
export default function CreateButton({
  userType,
  onNavigate,
}: {
  userType: TUserType;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const action = createActionFor(userType);
  if (!action) return null;
  return (
    <Button
      component={RouterLink}
      to={action.url}
      onClick={onNavigate}
      variant="contained"
      color="secondary"
      size="large"
      fullWidth
      startIcon={<IconPlus size={20} />}
      sx={{ mb: 2.5 }}
    >
      {t(action.titleKey)}
    </Button>
  );
}
