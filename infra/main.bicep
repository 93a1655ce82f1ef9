// The whole service: storage, monitoring, a Key Vault for the secrets, the Function App (whose managed identity
// reaches storage, Key Vault and Application Insights without keys), and the Static Web App that serves the portal
// and forwards /api and the rewritten public /admin routes to the functions. With `relay`, also the relay for
// server-side signatures (modules/relay.bicep); without it nothing of the relay is deployed.
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

@description('Where the operators\' alerts are e-mailed (docs/operations.md); none: the action group waits for a receiver')
param operatorAlertEmail string = ''

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

@description('Deploy the relay for server-side signatures (README, "Server-side signatures"): a Container App with TCP ingress on port 25.')
param relay bool = false

@description('Relay: its image in relayRegistryName, built from relay/Dockerfile.')
param relayImage string = ''

@description('Relay: an Azure Container Registry in this resource group holding relayImage.')
param relayRegistryName string = ''

@description('Relay: the host name Exchange Online reaches it at (an A record to the relayIp output), the name on its certificate.')
param relayPublicHost string = ''

@description('Relay: the Key Vault certificate with its certificate and key, imported from PEM before the relay is deployed.')
param relayCertificateName string = 'relay-tls'

@description('Relay: address space of its virtual network and of its environment\'s subnet (at least /27).')
param relayVnetAddressPrefix string = '10.60.0.0/23'
param relaySubnetAddressPrefix string = '10.60.0.0/27'

@description('Relay: private address of the firewall its outbound traffic goes through (Azure blocks port 25 otherwise); empty: none.')
param relayEgressFirewallIp string = ''

@description('Relay: most replicas, and open SMTP connections per replica before another one starts.')
param relayMaxReplicas int = 10
param relayConnectionsPerReplica int = 50

@description('The share of traces started in the Function App and the relay that Application Insights keeps, 0 to 1 (docs/operations.md).')
param traceSampleRatio string = '0.1'

var deploymentContainerName = 'deployments'

// What the Function App and the relay both run with (shared/config.ts).
var serviceSettings = {
  STORAGE_ACCOUNT_NAME: storage.outputs.name
  IDP_AUTHORITY: environment().authentication.loginEndpoint
  API_CLIENT_ID: apiClientId
  BASE_URL: empty(baseUrl) ? 'https://${portal.outputs.defaultHostName}' : baseUrl
  TRACE_SAMPLE_RATIO: traceSampleRatio
}

module storage 'modules/storage.bicep' = {
  name: 'storage'
  params: { name: name, location: location, tags: tags, deploymentContainerName: deploymentContainerName }
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  params: { name: name, location: location, tags: tags }
}

// The operators' alerts (docs/operations.md is their runbook) and the workbook that shows the same signals.
module alerts 'modules/alerts.bicep' = {
  name: 'alerts'
  params: { name: name, location: location, tags: tags, appInsightsId: monitoring.outputs.resourceId, alertEmail: operatorAlertEmail }
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
    settings: union(serviceSettings, {
      PLATFORM_OPERATORS: platformOperators
      // Empty: functions.bicep uses the Function App's own host.
      CLICK_URL: clickUrl
      STRIPE_PRICE_ID: stripePriceId
      MAIL_SENDER: mailSender
      MAIL_TENANT_ID: mailTenantId
    }, relay ? {
      // The portal's page "Server-side signatures" names the relay's host in its Exchange Online PowerShell.
      SMTP_PUBLIC_HOST: relayPublicHost
    } : {})
  }
}

module relayApp 'modules/relay.bicep' = if (relay) {
  name: 'relay'
  params: {
    name: name
    location: location
    tags: tags
    storageAccountName: storage.outputs.name
    keyVaultName: keyVault.outputs.name
    logAnalyticsWorkspaceId: monitoring.outputs.workspaceId
    appInsightsName: monitoring.outputs.name
    appInsightsConnectionString: monitoring.outputs.connectionString
    apiClientVaultUri: keyVault.outputs.apiClientSecretUri
    signingVaultUri: keyVault.outputs.signingSecretUri
    image: relayImage
    registryName: relayRegistryName
    publicHost: relayPublicHost
    certificateName: relayCertificateName
    vnetAddressPrefix: relayVnetAddressPrefix
    subnetAddressPrefix: relaySubnetAddressPrefix
    egressFirewallIp: relayEgressFirewallIp
    maxReplicas: relayMaxReplicas
    connectionsPerReplica: relayConnectionsPerReplica
    settings: union(serviceSettings, {
      // The signatures the relay writes carry the same tracked links and contact cards as the add-in's.
      CLICK_URL: empty(clickUrl) ? 'https://${functions.outputs.defaultHostName}' : clickUrl
    })
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
output relayIp string = relay ? relayApp.outputs.publicIp : ''
output relayFqdn string = relay ? relayApp.outputs.fqdn : ''
