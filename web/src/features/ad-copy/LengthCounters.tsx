import { checkLength, type AdCopyTextField, type LengthCheck, type LengthRule } from '@atelier/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export interface CounterNetwork {
  code: string;
  name: string;
  rules: LengthRule[];
}

interface LengthCountersProps {
  field: AdCopyTextField;
  /** The text as the network would get it. */
  text: string;
  networks: readonly CounterNetwork[];
}

/** The refused characters a check found, spaced so that each reads on its own ("# {"). */
const spaced = (check: LengthCheck) => [...check.refused].join(' ');

/**
 * Under a text field: one chip per targeted network with a rule for the field, counting as the
 * network counts (@atelier/domain's checkLength), warning when over the limit, under the minimum
 * or holding characters the network refuses (emoji, half-width katakana, symbols such as #).
 */
export function LengthCounters({ field, text, networks }: LengthCountersProps) {
  const { t } = useTranslation();
  const counters = networks.flatMap((network) => {
    const rule = network.rules.find((candidate) => candidate.field === field);
    return rule ? [{ network, rule, check: checkLength(text, rule) }] : [];
  });
  if (!counters.length) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mt: 0.75 }}
      role="group"
      aria-label={t('adCopy.editor.counters.label', { field: t(`adCopy.rules.fields.${field}`) })}
    >
      {counters.map(({ network, rule, check }) => {
        const names = { network: network.name, label: rule.label, count: check.count, limit: check.limit };
        const length = check.problems.includes('tooShort')
          ? t('adCopy.editor.counters.tooShort', { ...names, min: rule.minLength })
          : check.problems.includes('tooLong')
            ? t('adCopy.editor.counters.over', { ...names, excess: check.count - check.limit })
            : check.isTruncated
              ? t('adCopy.editor.counters.truncated', { ...names, shown: rule.shownLength })
              : t('adCopy.editor.counters.within', names);
        // The length first, then each kind of character the network refuses.
        const refusals = [
          check.problems.includes('emoji') ? t('adCopy.editor.counters.emoji') : null,
          check.problems.includes('halfWidthKana') ? t('adCopy.editor.counters.halfWidthKana') : null,
          check.problems.includes('refusedCharacters') ? t('adCopy.editor.counters.refused', { characters: spaced(check) }) : null,
        ].filter((part): part is string => part !== null);
        const description = refusals.reduce((first, second) => t('adCopy.editor.counters.and', { first, second }), length);
        const suffix = check.problems.includes('emoji')
          ? ` · ${t('adCopy.editor.counters.emojiShort')}`
          : check.problems.includes('halfWidthKana')
            ? ` · ${t('adCopy.editor.counters.halfWidthKanaShort')}`
            : check.problems.includes('refusedCharacters')
              ? ` · ${t('adCopy.editor.counters.refusedShort', { characters: spaced(check) })}`
              : check.isTruncated
                ? ` · ${t('adCopy.editor.counters.truncatedShort', { shown: rule.shownLength })}`
                : '';
        return (
          <Tooltip key={network.code} title={description}>
            <Chip
              size="small"
              variant={check.fits ? 'outlined' : 'filled'}
              color={check.fits ? 'default' : 'warning'}
              icon={check.fits ? <CheckCircleOutlined /> : <WarningAmber />}
              label={`${t('adCopy.editor.counters.count', names)}${suffix}`}
              aria-label={description}
              data-network={network.code}
              data-state={check.fits ? 'ok' : 'warning'}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
