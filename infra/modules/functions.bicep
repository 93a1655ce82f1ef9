// Flex Consumption Function App on Node 22 with a system-assigned identity: it reaches storage, Key Vault and
// Application Insights with that identity, so no key or connection secret is an app setting.
param name string
param location string
param tags object = {}
param storageAccountName string
param deploymentContainerUrl string
param appInsightsName string
param appInsightsConnectionString string
param keyVaultName string

@description('The service\'s settings (shared/config.ts), without secrets.')
param settings object

@description('Key Vault references for the secret settings, by setting name.')
param keyVaultReferences object

resource account 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource insights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: appInsightsName
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: '${name}-plan'
  location: location
  tags: tags
  kind: 'functionapp'
  sku: { tier: 'FlexConsumption', name: 'FC1' }
  properties: { reserved: true }
}

resource app 'Microsoft.Web/sites@2024-04-01' = {
  name: '${name}-func-${uniqueString(resourceGroup().id)}'
  location: location
  tags: tags
  kind: 'functionapp,linux'
  identity: { type: 'SystemAssigned' }
  properties: {
    serverFarmId: plan.id
    // https only, so every answer carries HSTS: the service's adapter sets it with the other security headers
    // (shared/http/security-headers.ts), and host.json's customHeaders on what the host answers itself.
    httpsOnly: true
    siteConfig: {
      minTlsVersion: '1.2'
      scmMinTlsVersion: '1.2'
      ftpsState: 'Disabled'
      http20Enabled: true
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: deploymentContainerUrl
          authentication: { type: 'SystemAssignedIdentity' }
        }
      }
      runtime: { name: 'node', version: '22' }
      scaleAndConcurrency: { maximumInstanceCount: 100, instanceMemoryMB: 2048 }
    }
  }
}

// Flex Consumption sets the runtime from functionAppConfig: no FUNCTIONS_WORKER_RUNTIME or FUNCTIONS_EXTENSION_VERSION.
resource appSettings 'Microsoft.Web/sites/config@2024-04-01' = {
  parent: app
  name: 'appsettings'
  properties: union(settings, keyVaultReferences, {
    CLICK_URL: empty(settings.CLICK_URL) ? 'https://${app.properties.defaultHostName}' : settings.CLICK_URL
    AzureWebJobsStorage__accountName: storageAccountName
    APPLICATIONINSIGHTS_CONNECTION_STRING: appInsightsConnectionString
    APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'Authorization=AAD'
    // The Node flags the service runs with (shared/runtime/node-flags.ts says why).
    languageWorkers__node__arguments: '--experimental-async-context-frame --heap-growing-percent=30'
  })
  // Key Vault references resolve only once the identity may read the secrets.
  dependsOn: [secretsUser]
}

// Storage Blob Data Owner (the host's leases and the deployment package, the service's blobs) and
// Storage Table Data Contributor (the service's tables).
var storageRoles = [
  'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'
  '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3'
]

resource storageGrants 'Microsoft.Authorization/roleAssignments@2022-04-01' = [for role in storageRoles: {
  name: guid(account.id, app.id, role)
  scope: account
  properties: {
    principalId: app.identity.principalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', role)
  }
}]

var keyVaultSecretsUser = '4633458b-17de-408a-b874-0445c86b69e6'

resource secretsUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(vault.id, app.id, keyVaultSecretsUser)
  scope: vault
  properties: {
    principalId: app.identity.principalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', keyVaultSecretsUser)
  }
}

var monitoringMetricsPublisher = '3913510d-42f4-4e42-8a64-420c390055eb'

resource telemetryPublisher 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(insights.id, app.id, monitoringMetricsPublisher)
  scope: insights
  properties: {
    principalId: app.identity.principalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', monitoringMetricsPublisher)
  }
}

output name string = app.name
output resourceId string = app.id
output defaultHostName string = app.properties.defaultHostName
