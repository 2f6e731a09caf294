import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildConceptsPath, useCurrentClient } from '../../../session';
import { hasErrorCode } from '../../../lib/graphql/errors';
import { buildConceptNoticeState } from '../../../lib/route-notice';
import { useEditorConcept } from './use-editor-concept';

/**
 * The concept the route names (by code or internal id), for the pages built on it: the concept,
 * parent and asset editors. An unknown concept sends the user back to the concepts list with
 * "Concept not found" (spec 1 §8); `isLeaving` says that is under way.
 */
export function useRouteConcept() {
  const { t } = useTranslation();
  const { conceptCode = '' } = useParams();
  const client = useCurrentClient();
  const navigate = useNavigate();
  const loaded = useEditorConcept(client.code, conceptCode);
  const isLeaving = hasErrorCode(loaded.error, 'NOT_FOUND');

  useEffect(() => {
    if (isLeaving)
      void navigate(buildConceptsPath(client.code), { replace: true, state: buildConceptNoticeState(t('conceptEditor.notFound')) });
  }, [isLeaving, navigate, client.code, t]);

  return { ...loaded, conceptCode, client, isLeaving };
}
