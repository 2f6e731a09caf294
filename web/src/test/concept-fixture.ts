/** A client, application, person and concept as the server returns them, for tests that render the editor or the grid. */
export const application = { __typename: 'Application' as const, code: 'puzzle-quest', name: 'Puzzle Quest' };
export const client = { __typename: 'MeClient' as const, code: 'demo', name: 'Demo Games', applications: [application] };
export const person = { __typename: 'Person' as const, emailAddress: 'ada@demo.test', firstName: 'Ada', lastName: 'Lovelace' };

/** A concept as the server returns it, with every field the editor and the grid select. */
export function buildConcept(name: string, version: number) {
  return {
    __typename: 'CreativeConcept' as const,
    code: 'crc_1',
    internalId: '7',
    name,
    status: 'conceptDev',
    workflowStatus: 'queued',
    type: 'ua',
    subtype: 'general',
    modelType: 'standard',
    description: '',
    isPinned: false,
    estimatedEffort: null,
    actualEffort: null,
    targetDeliveryDate: null,
    deliveryDate: null,
    productionAssetCount: 0,
    downloadUrl: null,
    conceptImage: null,
    settings: {},
    adMatchSearchTerm: null,
    lifeCycle: 'conceptDevelopment',
    childCount: 0,
    applications: [application],
    creativeNode: { __typename: 'CreativeNodeRef' as const, code: 'nod_1', name: 'Key art', pathNames: ['Key art'] },
    parentCreativeConcept: null,
    tags: [],
    uaLead: null,
    creativeLead: person,
    assignedUser: null,
    audit: {
      __typename: 'Audit' as const,
      createDate: '2025-01-01T10:00:00.000Z',
      updateDate: version > 1 ? '2025-01-02T10:00:00.000Z' : null,
      createBy: person,
      updateBy: version > 1 ? person : null,
    },
    history: [],
    version,
    viewerCanEdit: true,
    viewerCanUpdate: true,
    viewerCanApprove: false,
    viewerCanDelete: true,
    viewerCanLinkAds: true,
    viewerCanChangeFolder: true,
  };
}
