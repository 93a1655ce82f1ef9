// The whole service: storage, monitoring, the Function App (with a managed identity that reaches storage without
// keys), and the Static Web App that serves the portal and forwards the public /admin routes to the functions.
targetScope = 'resourceGroup'

@description('Short name used to derive resource names.')
@minLength(3)
@maxLength(12)
param name string

param location string = resourceGroup().location

@description('Application (client) id of the API app registration.')
param apiClientId string

@secure()
@description('Client secret of the API app registration, for Microsoft Graph (app-only).')
param apiClientSecret string

@secure()
@description('At least 32 random characters; signs consent state and contact-card tokens.')
param signingSecret string

@description('Comma-separated <tenant id>/<object id> of the service operators.')
param platformOperators string = ''

@description('Public host of the service, e.g. https://signatures.example.com')
param baseUrl string

@description('Host of tracked-link redirects; defaults to baseUrl.')
param clickUrl string = baseUrl

@secure()
param stripeSecretKey string = ''

@secure()
param stripeWebhookSecret string = ''

param mailSender string = ''

module storage 'modules/storage.bicep' = {
  name: 'storage'
  params: { name: name, location: location }
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  params: { name: name, location: location }
}

module functions 'modules/functions.bicep' = {
  name: 'functions'
  params: {
    name: name
    location: location
    storageAccountName: storage.outputs.accountName
    appInsightsConnectionString: monitoring.outputs.connectionString
    settings: {
      STORAGE_ACCOUNT_NAME: storage.outputs.accountName
      IDP_AUTHORITY: 'https://login.microsoftonline.com'
      API_CLIENT_ID: apiClientId
      API_CLIENT_SECRET: apiClientSecret
      SIGNING_SECRET: signingSecret
      PLATFORM_OPERATORS: platformOperators
      BASE_URL: baseUrl
      CLICK_URL: clickUrl
      STRIPE_SECRET_KEY: stripeSecretKey
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret
      MAIL_SENDER: mailSender
    }
  }
}

module portal 'modules/portal.bicep' = {
  name: 'portal'
  params: { name: name, location: location, functionAppId: functions.outputs.appId }
}

output functionAppHost string = functions.outputs.defaultHostName
output portalHost string = portal.outputs.defaultHostName
