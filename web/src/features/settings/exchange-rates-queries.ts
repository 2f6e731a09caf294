import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';

export const ExchangeRatesQuery = graphql(`
  query ExchangeRates($clientCode: String!, $applicationCode: String!, $currency: String, $limit: Int, $offset: Int) {
    exchangeRates(clientCode: $clientCode, applicationCode: $applicationCode, currency: $currency, limit: $limit, offset: $offset) {
      reportingCurrency
      totalItemCount
      currencies
      accountCurrencies
      items {
        day
        currency
        quoteCurrency
        rate
        source
        updateDate
      }
    }
  }
`);

export const SetExchangeRateMutation = graphql(`
  mutation SetExchangeRate($clientCode: String!, $applicationCode: String!, $day: String!, $currency: String!, $rate: Float!) {
    setExchangeRate(clientCode: $clientCode, applicationCode: $applicationCode, day: $day, currency: $currency, rate: $rate) {
      day
      currency
      rate
    }
  }
`);

export const DeleteExchangeRateMutation = graphql(`
  mutation DeleteExchangeRate($clientCode: String!, $applicationCode: String!, $day: String!, $currency: String!) {
    deleteExchangeRate(clientCode: $clientCode, applicationCode: $applicationCode, day: $day, currency: $currency)
  }
`);

export const PreviewExchangeRatesImportMutation = graphql(`
  mutation PreviewExchangeRatesImport($clientCode: String!, $applicationCode: String!, $csv: String!) {
    previewExchangeRatesImport(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) {
      reportingCurrency
      rowCount
      newCount
      changedCount
      unchangedCount
      currencies
      errorCount
      errors {
        line
        messages
      }
    }
  }
`);

export const ImportExchangeRatesMutation = graphql(`
  mutation ImportExchangeRates($clientCode: String!, $applicationCode: String!, $csv: String!) {
    importExchangeRates(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) {
      writtenCount
      errorCount
    }
  }
`);

/**
 * The Apollo root fields whose money a rate changes (read again when next shown): the analytics
 * screens convert with the rates.
 */
export const CONVERTED_FIELDS = [
  'exchangeRates',
  'conceptAnalytics',
  'creativePerformance',
  'creativePerformanceTrend',
  'exportCreativePerformance',
  'adCopyPerformanceRanks',
] as const;

/** Drops the converted figures from the cache after a rate changes: each screen reads them again. */
export function evictConvertedFigures(cache: ApolloCache) {
  for (const fieldName of CONVERTED_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
