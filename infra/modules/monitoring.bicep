// Log Analytics and a workspace-based Application Insights that accepts only Entra-authenticated telemetry.
param name string
param location string
param tags object = {}

resource workspace 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: '${name}-logs'
  location: location
  tags: tags
  properties: { retentionInDays: 30, sku: { name: 'PerGB2018' } }
}

resource insights 'Microsoft.Insights/components@2020-02-02' = {
  name: '${name}-insights'
  location: location
  tags: tags
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: workspace.id
    // The Function App sends with its managed identity (Monitoring Metrics Publisher), not the instrumentation key.
    DisableLocalAuth: true
  }
}

output name string = insights.name
output resourceId string = insights.id
output connectionString string = insights.properties.ConnectionString
output workspaceId string = workspace.id
