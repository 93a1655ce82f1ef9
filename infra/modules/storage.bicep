// The service's storage account (tables and blobs) and the Functions host's, reached only with Entra identities.
param name string
param location string
param tags object = {}

@description('Blob container the Flex Consumption plan deploys the code package from.')
param deploymentContainerName string

resource account 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  // 3-24 lower-case letters and digits.
  name: toLower('${take(replace(name, '-', ''), 11)}${uniqueString(resourceGroup().id)}')
  location: location
  tags: tags
  sku: { name: 'Standard_ZRS' }
  kind: 'StorageV2'
  properties: {
    minimumTlsVersion: 'TLS1_2'
    allowBlobPublicAccess: false
    allowSharedKeyAccess: false
    supportsHttpsTrafficOnly: true
    defaultToOAuthAuthentication: true
  }
}

resource blobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: account
  name: 'default'
  properties: {
    deleteRetentionPolicy: { enabled: true, days: 7 }
    containerDeleteRetentionPolicy: { enabled: true, days: 7 }
  }
}

resource deployments 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = {
  parent: blobService
  name: deploymentContainerName
  properties: { publicAccess: 'None' }
}

output name string = account.name
output resourceId string = account.id
output blobEndpoint string = account.properties.primaryEndpoints.blob
