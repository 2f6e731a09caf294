import type { TFunction } from 'i18next';

/** Labels of the concept enumerations; an unknown value shows as itself. */
export const labelStatus = (t: TFunction, status: string) => t(`conceptEditor.status.${status}` as never, { defaultValue: status });
export const labelWorkflowStatus = (t: TFunction, status: string) =>
  t(`conceptEditor.workflowStatus.${status}` as never, { defaultValue: status });
export const labelIntendedUse = (t: TFunction, type: string) => t(`conceptEditor.intendedUse.${type}` as never, { defaultValue: type });
export const labelPurpose = (t: TFunction, subtype: string) => t(`conceptEditor.purpose.${subtype}` as never, { defaultValue: subtype });
export const labelModelType = (t: TFunction, modelType: string) =>
  t(`conceptEditor.modelType.${modelType}` as never, { defaultValue: modelType });
