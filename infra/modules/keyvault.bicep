// The service's secrets in a Key Vault with RBAC authorisation. The Function App reads them through Key Vault
// references (granted 'Key Vault Secrets User' in functions.bicep); no secret is ever a plain app setting.
@description('Short name used to derive resource names.')
param name string

param location string

param tags object = {}

@secure()
@description('Client secret of the API app registration (Microsoft Graph, app-only).')
param apiClientSecret string

@secure()
@description('At least 32 random characters; signs consent state and contact-card tokens.')
param signingSecret string

@secure()
@description('Stripe secret key; empty: billing is off and no secret is stored.')
param stripeSecretKey string = ''

@secure()
@description('Stripe webhook signing secret; empty: none is stored.')
param stripeWebhookSecret string = ''

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: take('${name}-kv-${uniqueString(resourceGroup().id)}', 24)
  location: location
  tags: tags
  properties: {
    tenantId: subscription().tenantId
    sku: { family: 'A', name: 'standard' }
    enableRbacAuthorization: true
    enableSoftDelete: true
    softDeleteRetentionInDays: 90
    enablePurgeProtection: true
  }
}

// Key Vault secret names allow letters, digits and hyphens only.
resource apiClientSecretValue 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'api-client-secret'
  properties: { value: apiClientSecret }
}

resource signingSecretValue 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'signing-secret'
  properties: { value: signingSecret }
}

resource stripeSecretKeyValue 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = if (!empty(stripeSecretKey)) {
  parent: vault
  name: 'stripe-secret-key'
  properties: { value: stripeSecretKey }
}

resource stripeWebhookSecretValue 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = if (!empty(stripeWebhookSecret)) {
  parent: vault
  name: 'stripe-webhook-secret'
  properties: { value: stripeWebhookSecret }
}

output name string = vault.name
output resourceId string = vault.id

// Versionless secret URIs: the app picks up a new secret version without a redeployment.
@description('App settings that reference the secrets, by setting name.')
output keyVaultReferences object = union(
  {
    API_CLIENT_SECRET: '@Microsoft.KeyVault(SecretUri=${apiClientSecretValue.properties.secretUri})'
    SIGNING_SECRET: '@Microsoft.KeyVault(SecretUri=${signingSecretValue.properties.secretUri})'
  },
  empty(stripeSecretKey) ? {} : { STRIPE_SECRET_KEY: '@Microsoft.KeyVault(SecretUri=${stripeSecretKeyValue.properties.secretUri})' },
  empty(stripeWebhookSecret) ? {} : { STRIPE_WEBHOOK_SECRET: '@Microsoft.KeyVault(SecretUri=${stripeWebhookSecretValue.properties.secretUri})' }
)

// The relay's Container App references the same secrets by their versionless URIs (relay.bicep).
output apiClientSecretUri string = apiClientSecretValue.properties.secretUri
output signingSecretUri string = signingSecretValue.properties.secretUri
