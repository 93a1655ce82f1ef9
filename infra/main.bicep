// The whole service: storage, monitoring, a Key Vault for the secrets, the Function App (whose managed identity
// reaches storage, Key Vault and Application Insights without keys), and the Static Web App that serves the portal
// and forwards /api and the rewritten public /admin routes to the functions.
targetScope = 'resourceGroup'

@description('Short name used to derive resource names (letters, digits and hyphens).')
@minLength(3)
@maxLength(12)
param name string

param location string = resourceGroup().location

@description('Tags applied to every resource.')
param tags object = {}

// The app registration (README, "Register the API application") also needs the web redirect
// <BASE_URL>/admin/consent/callback, used by both legs of onboarding (admin consent, then the administrator's
// sign-in), and groupMembershipClaims = DirectoryRole so that ID tokens carry `wids`: without it nobody can connect
// an organisation.
@description('Application (client) id of the API app registration.')
param apiClientId string

@secure()
@description('Client secret of the API app registration, for Microsoft Graph (app-only) and to redeem the consenting administrator\'s sign-in code. Stored in Key Vault.')
param apiClientSecret string

@secure()
@description('At least 32 random characters; signs consent state and contact-card tokens. Stored in Key Vault.')
@minLength(32)
param signingSecret string

@description('Comma-separated <tenant id>/<object id> of the service operators.')
param platformOperators string = ''

@description('Where the service is reached: the portal\'s custom domain, e.g. https://signatures.example.com; empty: the Static Web App\'s own host.')
param baseUrl string = ''

@description('Host of tracked-link redirects and contact cards (/r, /vcf), which the Static Web App does not forward: a custom domain of the Function App; empty: its own host.')
param clickUrl string = ''

@description('Region of the Static Web App (offered in few regions).')
@allowed(['westus2', 'centralus', 'eastus2', 'westeurope', 'eastasia'])
param portalLocation string = 'westeurope'

@secure()
@description('Stripe secret key; empty: billing routes answer 503 billing_unavailable. Stored in Key Vault.')
param stripeSecretKey string = ''

@secure()
@description('Stripe webhook signing secret. Stored in Key Vault.')
param stripeWebhookSecret string = ''

@description('The Stripe price of the Standard plan (per billable mailbox per month).')
param stripePriceId string = 'price_standard_monthly'

@description('Mailbox mail is sent as (Graph sendMail); empty: mail goes to the outbox container.')
param mailSender string = ''

@description('Directory tenant of mailSender (the service\'s own organisation).')
param mailTenantId string = ''

var deploymentContainerName = 'deployments'

module storage 'modules/storage.bicep' = {
  name: 'storage'
  params: { name: name, location: location, tags: tags, deploymentContainerName: deploymentContainerName }
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  params: { name: name, location: location, tags: tags }
}

module keyVault 'modules/keyvault.bicep' = {
  name: 'keyVault'
  params: {
    name: name
    location: location
    tags: tags
    apiClientSecret: apiClientSecret
    signingSecret: signingSecret
    stripeSecretKey: stripeSecretKey
    stripeWebhookSecret: stripeWebhookSecret
  }
}

module portal 'modules/portal.bicep' = {
  name: 'portal'
  params: { name: name, location: portalLocation, tags: tags }
}

module functions 'modules/functions.bicep' = {
  name: 'functions'
  params: {
    name: name
    location: location
    tags: tags
    storageAccountName: storage.outputs.name
    deploymentContainerUrl: '${storage.outputs.blobEndpoint}${deploymentContainerName}'
    appInsightsName: monitoring.outputs.name
    appInsightsConnectionString: monitoring.outputs.connectionString
    keyVaultName: keyVault.outputs.name
    keyVaultReferences: keyVault.outputs.keyVaultReferences
    settings: {
      STORAGE_ACCOUNT_NAME: storage.outputs.name
      IDP_AUTHORITY: environment().authentication.loginEndpoint
      API_CLIENT_ID: apiClientId
      PLATFORM_OPERATORS: platformOperators
      BASE_URL: empty(baseUrl) ? 'https://${portal.outputs.defaultHostName}' : baseUrl
      // Empty: functions.bicep uses the Function App's own host.
      CLICK_URL: clickUrl
      STRIPE_PRICE_ID: stripePriceId
      MAIL_SENDER: mailSender
      MAIL_TENANT_ID: mailTenantId
    }
  }
}

module portalBackend 'modules/portal-backend.bicep' = {
  name: 'portalBackend'
  params: { portalName: portal.outputs.name, functionAppId: functions.outputs.resourceId, functionAppLocation: location }
}

output functionAppName string = functions.outputs.name
output functionAppHost string = functions.outputs.defaultHostName
output portalName string = portal.outputs.name
output portalHost string = portal.outputs.defaultHostName
output keyVaultName string = keyVault.outputs.name
