// The portal as a Static Web App (Standard: needed to link a backend, see portal-backend.bicep). Its
// staticwebapp.config.json rewrites /admin/consent* and /admin/config.js to /api/portal-host/* (the Functions host
// reserves routes starting with admin) and falls back to index.html for the portal's own deep links. Its
// globalHeaders and the /addin/* and /api/* routes carry the security headers (CSP, nosniff, Referrer-Policy, HSTS)
// that shared/http/security-headers.ts decides; a unit test keeps the file equal to the module.
param name string
param location string
param tags object = {}

resource site 'Microsoft.Web/staticSites@2023-12-01' = {
  name: '${name}-portal'
  location: location
  tags: tags
  sku: { name: 'Standard', tier: 'Standard' }
  properties: {}
}

output name string = site.name
output defaultHostName string = site.properties.defaultHostname
