import { useMutation, useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';

export const ConceptChannelsQuery = graphql(`
  query AdUsageConceptChannels($clientCode: String!, $conceptCode: String!) {
    applicationCreativeConceptChannels(clientCode: $clientCode, conceptCode: $conceptCode) {
      channel {
        code
        name
      }
      status
    }
    creativeChannels {
      code
      name
    }
  }
`);

const AddChannelMutation = graphql(`
  mutation AdUsageAddChannel($clientCode: String!, $conceptCode: String!, $channelCode: String!) {
    addCreativeConceptChannel(clientCode: $clientCode, conceptCode: $conceptCode, channelCode: $channelCode) {
      status
    }
  }
`);

const UpdateChannelMutation = graphql(`
  mutation AdUsageUpdateChannel($clientCode: String!, $conceptCode: String!, $channelCode: String!, $status: String!) {
    updateCreativeConceptChannel(clientCode: $clientCode, conceptCode: $conceptCode, channelCode: $channelCode, status: $status) {
      status
    }
  }
`);

const DeleteChannelMutation = graphql(`
  mutation AdUsageDeleteChannel($clientCode: String!, $conceptCode: String!, $channelCode: String!) {
    deleteCreativeConceptChannel(clientCode: $clientCode, conceptCode: $conceptCode, channelCode: $channelCode) {
      status
    }
  }
`);

interface ConceptChannelsProps {
  clientCode: string;
  conceptCode: string;
  canEdit: boolean;
  onError: (error: unknown) => void;
}

/**
 * The concept's channels (spec 2 §3): a link in a channel adds it; by hand they can be added,
 * switched between active and inactive (click) and removed, each change in the concept's history.
 */
export function ConceptChannels({ clientCode, conceptCode, canEdit, onError }: ConceptChannelsProps) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(ConceptChannelsQuery, { variables: { clientCode, conceptCode }, fetchPolicy: 'cache-and-network' });
  const options = { onCompleted: () => void refetch(), onError };
  const [add] = useMutation(AddChannelMutation, options);
  const [update] = useMutation(UpdateChannelMutation, options);
  const [remove] = useMutation(DeleteChannelMutation, options);
  const channels = data?.applicationCreativeConceptChannels ?? [];
  const missing = (data?.creativeChannels ?? []).filter((channel) => !channels.some((own) => own.channel.code === channel.code));
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      aria-label={t('adUsage.channels.title')}
      role="group"
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('adUsage.channels.title')}
      </Typography>
      {channels.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('adUsage.channels.none')}
        </Typography>
      ) : null}
      {channels.map((own) => {
        const variables = { clientCode, conceptCode, channelCode: own.channel.code };
        const label = `${own.channel.name} · ${t(`adUsage.channels.${own.status === 'inactive' ? 'inactive' : 'active'}`)}`;
        return (
          <Chip
            key={own.channel.code}
            size="small"
            label={label}
            color={own.status === 'inactive' ? 'default' : 'success'}
            variant="outlined"
            onClick={
              canEdit
                ? () => void update({ variables: { ...variables, status: own.status === 'inactive' ? 'active' : 'inactive' } })
                : undefined
            }
            onDelete={canEdit ? () => void remove({ variables }) : undefined}
            aria-label={canEdit ? t('adUsage.channels.toggle', { label }) : label}
          />
        );
      })}
      {canEdit && missing.length ? (
        <TextField
          select
          size="small"
          label={t('adUsage.channels.add')}
          value=""
          onChange={(event) => void add({ variables: { clientCode, conceptCode, channelCode: event.target.value } })}
          sx={{ minWidth: 160 }}
        >
          {missing.map((channel) => (
            <MenuItem key={channel.code} value={channel.code}>
              {channel.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
}
