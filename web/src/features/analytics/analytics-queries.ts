import { graphql } from '../../gql';

export const CreativeMetricsFragment = graphql(`
  fragment CreativeMetricsFields on CreativeMetrics {
    spend
    impressions
    clicks
    installs
    revenue
    ctr
    cvr
    ipm
    cpi
    roas
    impressionsWithClicks
    clicksWithInstalls
    impressionsWithInstalls
    spendWithInstalls
    spendWithRevenue
    amounts {
      currency
      spend
      revenue
    }
    missingRates {
      day
      currency
    }
    missingRateCount
  }
`);

export const CreativeFatigueFragment = graphql(`
  fragment CreativeFatigueFields on CreativeFatigue {
    conceptCode
    assetCode
    metric
    onsetDay
    levelBefore
    levelAfter
  }
`);

export const ConceptAnalyticsQuery = graphql(`
  query ConceptAnalytics(
    $clientCode: String!
    $applicationCode: String!
    $conceptCode: String!
    $from: String!
    $to: String!
    $channelCode: String
  ) {
    conceptAnalytics(
      clientCode: $clientCode
      applicationCode: $applicationCode
      conceptCode: $conceptCode
      from: $from
      to: $to
      channelCode: $channelCode
    ) {
      conceptCode
      currency
      allocationRule
      conceptCount
      headline {
        ...CreativeMetricsFields
      }
      applicationMedian {
        ...CreativeMetricsFields
      }
      days {
        day
        metrics {
          ...CreativeMetricsFields
        }
      }
      assets {
        code
        name
        metrics {
          ...CreativeMetricsFields
        }
        fatigue {
          ...CreativeFatigueFields
        }
      }
      ads {
        adCode
        adName
        status
        assetSetCode
        assetSetName
        campaignName
        channelCode
        metrics {
          ...CreativeMetricsFields
        }
      }
      fatigue {
        ...CreativeFatigueFields
      }
    }
  }
`);

export const CreativePerformanceQuery = graphql(`
  query CreativePerformance(
    $clientCode: String!
    $applicationCode: String!
    $from: String!
    $to: String!
    $channelCode: String
    $groupBy: String!
    $sortBy: String
    $minSpend: Float
  ) {
    creativePerformance(
      clientCode: $clientCode
      applicationCode: $applicationCode
      from: $from
      to: $to
      channelCode: $channelCode
      groupBy: $groupBy
      sortBy: $sortBy
      minSpend: $minSpend
    ) {
      currency
      allocationRule
      minSpend
      groupBy
      sortBy
      rows {
        code
        name
        conceptCode
        enoughData
        rank
        metrics {
          ...CreativeMetricsFields
        }
        fatigue {
          ...CreativeFatigueFields
        }
      }
      totals {
        ...CreativeMetricsFields
      }
    }
  }
`);

export const CreativePerformanceTrendQuery = graphql(`
  query CreativePerformanceTrend(
    $clientCode: String!
    $applicationCode: String!
    $from: String!
    $to: String!
    $channelCode: String
    $groupBy: String!
    $codes: [String!]!
  ) {
    creativePerformanceTrend(
      clientCode: $clientCode
      applicationCode: $applicationCode
      from: $from
      to: $to
      channelCode: $channelCode
      groupBy: $groupBy
      codes: $codes
    ) {
      code
      name
      metrics {
        ...CreativeMetricsFields
      }
      days {
        day
        metrics {
          ...CreativeMetricsFields
        }
      }
    }
  }
`);

export const ExportCreativePerformanceQuery = graphql(`
  query ExportCreativePerformance(
    $clientCode: String!
    $applicationCode: String!
    $from: String!
    $to: String!
    $channelCode: String
    $groupBy: String!
    $sortBy: String
    $minSpend: Float
  ) {
    exportCreativePerformance(
      clientCode: $clientCode
      applicationCode: $applicationCode
      from: $from
      to: $to
      channelCode: $channelCode
      groupBy: $groupBy
      sortBy: $sortBy
      minSpend: $minSpend
    )
  }
`);

export const CreativeFatigueFlagsQuery = graphql(`
  query CreativeFatigueFlags($clientCode: String!, $applicationCode: String!, $conceptCode: String) {
    creativeFatigueFlags(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode) {
      ...CreativeFatigueFields
    }
  }
`);

export const AdCopyPerformanceRanksQuery = graphql(`
  query AdCopyPerformanceRanks($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!) {
    adCopyPerformanceRanks(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to) {
      adCopyCode
      rank
      metric
      value
      enoughData
    }
  }
`);
