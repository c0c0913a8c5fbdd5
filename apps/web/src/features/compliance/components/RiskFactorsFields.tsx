import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { COUNTRIES, type TDueDiligenceView } from '@portal/domain';
import { SelectField } from '../../account-management/components/list-parts';
import { HelpedField } from '../../help/components/TopicHelp';
import type { THelpTopic } from '../../help/field-help';
import { countryLabel, useLanguage } from '../compliance-format';
import { RISK_OPTIONS, type TRiskDraft, type TRiskField, type TRiskSelect } from '../risk-form';

const OPTION_KEYS: Record<TRiskSelect, string> = {
  pepInvolvement: 'pepInvolvement',
  jurisdictionRisk: 'level',
  businessNatureRisk: 'level',
  revenueBand: 'revenueBand',
  sourceOfFunds: 'sourceOfFunds',
  deliveryChannel: 'deliveryChannel',
};

/** Factors that ask for a legal judgement, with their help beside them. */
const FACTOR_HELP: Partial<Record<TRiskSelect, THelpTopic>> = { pepInvolvement: 'pepInvolvement' };

/**
 * The factors a TCSP weighs, each with what the case suggests beside it when the reviewer chose
 * otherwise; the firm's own answers (revenue, source of funds, delivery channel) start unchosen.
 */
export default function RiskFactorsFields({
  draft,
  change,
  messageOf,
  suggested,
  disabled,
}: {
  draft: TRiskDraft;
  change: (changes: Partial<TRiskDraft>) => void;
  messageOf: (field: TRiskField) => string | undefined;
  suggested: TDueDiligenceView['suggestedFactors'];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countries = useMemo(
    () =>
      COUNTRIES.map((c) => c.iso3).sort((a, b) =>
        countryLabel(a, language).localeCompare(countryLabel(b, language), language),
      ),
    [language],
  );
  const hint = (field: TRiskSelect | 'ownershipLayers' | 'corporateShareholders'): string | undefined => {
    if (!(field in suggested)) return undefined;
    const value = String(suggested[field as keyof typeof suggested]);
    if (String(draft[field]) === value) return t('dueDiligence.risk.asSuggested');
    const shown =
      field in OPTION_KEYS ? t(`compliance.options.${OPTION_KEYS[field as TRiskSelect]}.${value}`) : value;
    return t('dueDiligence.risk.suggested', { value: shown });
  };

  const select = (field: TRiskSelect) => (
    <Box key={field}>
      <HelpedField topic={FACTOR_HELP[field]} label={t(`compliance.factor.${field}`)}>
        <SelectField
          label={t(`compliance.factor.${field}`)}
          name={field}
          value={draft[field]}
          fullWidth
          disabled={disabled}
          helperId={`risk-${field}-help`}
          options={[
            ...(draft[field] ? [] : [{ value: '', label: t('dueDiligence.risk.choose') }]),
            ...RISK_OPTIONS[field].map((v) => ({
              value: v,
              label: t(`compliance.options.${OPTION_KEYS[field]}.${v}`),
            })),
          ]}
          onChange={(value) => change({ [field]: value })}
        />
      </HelpedField>
      <FormHelperText id={`risk-${field}-help`} error={Boolean(messageOf(field))} sx={{ mx: 1.75 }}>
        {messageOf(field) ?? hint(field) ?? ' '}
      </FormHelperText>
    </Box>
  );
  const number = (field: 'ownershipLayers' | 'corporateShareholders', min: number) => (
    <TextField
      key={field}
      id={`risk-${field}`}
      label={t(`compliance.factor.${field}`)}
      value={draft[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      disabled={disabled}
      fullWidth
      error={Boolean(messageOf(field))}
      helperText={messageOf(field) ?? hint(field)}
      slotProps={{ htmlInput: { inputMode: 'numeric', min, pattern: '[0-9]*' } }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {select('pepInvolvement')}
      <Autocomplete
        multiple
        id="risk-jurisdictions"
        options={countries}
        value={draft.jurisdictions}
        disabled={disabled}
        onChange={(_event, value) => change({ jurisdictions: value })}
        getOptionLabel={(code) => countryLabel(code, language)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('compliance.factor.jurisdictions')}
            helperText={t('dueDiligence.risk.jurisdictionsHint')}
          />
        )}
      />
      {select('jurisdictionRisk')}
      {select('businessNatureRisk')}
      {number('ownershipLayers', 1)}
      {number('corporateShareholders', 0)}
      {select('revenueBand')}
      {select('sourceOfFunds')}
      {select('deliveryChannel')}
    </Box>
  );
}
