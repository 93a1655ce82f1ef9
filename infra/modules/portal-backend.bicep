// Links the Function App to the portal's Static Web App, which then forwards /api/* (full path) to it. A module of
// its own so the Function App can be given the portal's host as BASE_URL before the link exists.
param portalName string
param functionAppId string
param functionAppLocation string

resource site 'Microsoft.Web/staticSites@2023-12-01' existing = {
  name: portalName
}

resource backend 'Microsoft.Web/staticSites/linkedBackends@2023-12-01' = {
  parent: site
  name: 'functions'
  properties: { backendResourceId: functionAppId, region: functionAppLocation }
}
