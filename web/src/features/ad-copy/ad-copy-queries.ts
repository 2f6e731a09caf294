import { graphql } from '../../gql';

export const AdCopyRowFragment = graphql(`
  fragment AdCopyRow on AdCopy {
    code
    name
    type
    status
    theme
    rankField
    adCopy
    headline
    version
    viewerCanDelete
  }
`);

export const AdCopiesQuery = graphql(`
  query AdCopies($clientCode: String!, $applicationCode: String!, $filter: AdCopyFilter, $offset: Int, $limit: Int) {
    adCopies(clientCode: $clientCode, applicationCode: $applicationCode, filter: $filter, offset: $offset, limit: $limit) {
      totalItemCount
      items {
        ...AdCopyRow
      }
    }
  }
`);

export const AdCopyQuery = graphql(`
  query AdCopy($clientCode: String!, $applicationCode: String!, $adCopyCode: String!) {
    adCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $adCopyCode) {
      ...AdCopyRow
      description
      language
      translations {
        locale
        headline
        adCopy
        description
      }
      viewerCanUpdate
      audit {
        createDate
        updateDate
        createBy {
          emailAddress
          firstName
          lastName
        }
        updateBy {
          emailAddress
          firstName
          lastName
        }
      }
    }
  }
`);

export const AdCopyNetworksQuery = graphql(`
  query AdCopyNetworks($clientCode: String!, $applicationCode: String!) {
    adCopyNetworks(clientCode: $clientCode, applicationCode: $applicationCode) {
      code
      name
      rules {
        ...LengthRuleFields
      }
    }
  }
`);

export const LengthRuleFieldsFragment = graphql(`
  fragment LengthRuleFields on AdCopyLengthRule {
    networkCode
    networkName
    field
    label
    minLength
    maxLength
    shownLength
    cjkMaxLength
    allowEmoji
    allowHalfWidthKana
    refusedCharacters
  }
`);

export const AdCopyLengthRulesQuery = graphql(`
  query AdCopyLengthRules {
    adCopyLengthRules {
      ...LengthRuleFields
    }
  }
`);

export const SaveAdCopyLengthRuleMutation = graphql(`
  mutation SaveAdCopyLengthRule($rule: AdCopyLengthRuleInput!) {
    saveAdCopyLengthRule(rule: $rule) {
      ...LengthRuleFields
    }
  }
`);

export const AddAdCopyMutation = graphql(`
  mutation AddAdCopy($clientCode: String!, $applicationCode: String!, $adCopy: AdCopyInput!) {
    addAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopy: $adCopy) {
      code
    }
  }
`);

export const UpdateAdCopyMutation = graphql(`
  mutation UpdateAdCopy($clientCode: String!, $applicationCode: String!, $adCopyCode: String!, $adCopy: AdCopyInput!) {
    updateAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $adCopyCode, adCopy: $adCopy) {
      ...AdCopyRow
      description
      language
      translations {
        locale
        headline
        adCopy
        description
      }
      audit {
        createDate
        updateDate
        updateBy {
          emailAddress
          firstName
          lastName
        }
      }
    }
  }
`);

export const DeleteAdCopyMutation = graphql(`
  mutation DeleteAdCopy($clientCode: String!, $applicationCode: String!, $adCopyCode: String!) {
    deleteAdCopy(clientCode: $clientCode, applicationCode: $applicationCode, adCopyCode: $adCopyCode)
  }
`);

export const ExportAdCopiesQuery = graphql(`
  query ExportAdCopies($clientCode: String!, $applicationCode: String!, $filter: AdCopyFilter) {
    exportAdCopies(clientCode: $clientCode, applicationCode: $applicationCode, filter: $filter) {
      csv
      rowCount
      totalItemCount
    }
  }
`);

export const PreviewAdCopyImportMutation = graphql(`
  mutation PreviewAdCopyImport($clientCode: String!, $applicationCode: String!, $csv: String!) {
    previewAdCopyImport(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) {
      createCount
      updateCount
      errorCount
      rows {
        line
        action
        code
        name
        errors
      }
    }
  }
`);

export const ImportAdCopiesMutation = graphql(`
  mutation ImportAdCopies($clientCode: String!, $applicationCode: String!, $csv: String!) {
    importAdCopies(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) {
      createdCount
      updatedCount
      skippedCount
    }
  }
`);
