// The portal as a Static Web App, linked to the Function App as its backend. Its staticwebapp.config.json
// rewrites /admin/consent* and /admin/config.js to /api/portal-host/* (the Functions host reserves /admin).
param name string
param location string
param functionAppId string

resource site 'Microsoft.Web/staticSites@2023-12-01' = {
  name: '${name}-portal'
  location: location
  sku: { name: 'Standard', tier: 'Standard' }
  properties: {}
}

resource backend 'Microsoft.Web/staticSites/linkedBackends@2023-12-01' = {
  parent: site
  name: 'functions'
  properties: { backendResourceId: functionAppId, region: location }
}

output defaultHostName string = site.properties.defaultHostname
