import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBuildingPlus, IconCalendarRepeat, IconEdit, IconTruckDelivery } from '@tabler/icons-react';
import { CASE_TYPES, type TCaseType } from '@portal/domain';

const ICONS = {
  MVP: IconBuildingPlus,
  AR: IconCalendarRepeat,
  EM: IconTruckDelivery,
  AMENDMENT: IconEdit,
} as const satisfies Record<TCaseType, unknown>;

/** The query parameter naming the chosen service (spec §2: /add-new-case?serviceType=…). */
export const SERVICE_PARAM = 'serviceType';

/** Reads a `serviceType` query value; anything else is no choice yet. */
export function toServiceType(value: string | null): TCaseType | null {
  return CASE_TYPES.find((type) => type === value) ?? null;
}

/**
 * The four services as cards to pick one from (a radio group for assistive technology), each with
 * a line on what it does, worded for staff opening a case or a client asking for one.
 */
export default function ServicePicker({
  value,
  onChange,
  audience,
  disabled,
}: {
  value: TCaseType | null;
  onChange: (type: TCaseType) => void;
  audience: 'staff' | 'client';
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} role="radiogroup" aria-label={t('caseOpening.service.label')}>
      {CASE_TYPES.map((type) => {
        const Icon = ICONS[type];
        const selected = value === type;
        return (
          <Grid key={type} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card
              sx={{
                height: '100%',
                borderWidth: 2,
                borderStyle: 'solid',
                borderColor: selected ? 'secondary.main' : 'divider',
                bgcolor: selected ? 'secondary.light' : undefined,
                transition: 'border-color 0.2s',
              }}
            >
              <CardActionArea
                role="radio"
                aria-checked={selected}
                disabled={disabled}
                onClick={() => onChange(type)}
                sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start' }}
              >
                <Stack direction="row" spacing={1.5} sx={{ width: '100%' }}>
                  <Avatar
                    variant="rounded"
                    sx={{
                      bgcolor: selected ? 'secondary.main' : 'primary.light',
                      color: selected ? 'secondary.contrastText' : 'primary.dark',
                      width: 40,
                      height: 40,
                    }}
                  >
                    <Icon size={22} stroke={1.6} aria-hidden />
                  </Avatar>
                  <Stack spacing={0.5}>
                    <Typography variant="h4" component="span">
                      {t(`caseType.${type}`)}
                    </Typography>
                    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                      {t(`caseOpening.service.${audience}.${type}`)}
                    </Typography>
                  </Stack>
                </Stack>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
