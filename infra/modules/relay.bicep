// The relay for server-side signatures (README, "Server-side signatures") as a Container App with TCP ingress: port
// 25 outside, 2525 in the container. External TCP ingress needs a Container Apps environment on a virtual network of
// our own, so the module brings one. A user-assigned identity (it exists, with its roles, before the app does, so the
// Key Vault references resolve on the first deployment) reaches storage, the vault and the registry without keys.
param name string
param location string
param tags object = {}
param storageAccountName string
param keyVaultName string
param logAnalyticsWorkspaceId string

@description('Application Insights, where the relay sends its metrics (docs/operations.md) with its identity.')
param appInsightsName string
param appInsightsConnectionString string

@description('The service\'s settings the relay shares with the Function App (shared/config.ts), without secrets.')
param settings object

@description('Versionless URIs of the Key Vault secrets API_CLIENT_SECRET and SIGNING_SECRET.')
param apiClientVaultUri string
param signingVaultUri string

@description('The relay\'s image, e.g. sigsvcrelay.azurecr.io/signature-relay:1 (relay/Dockerfile).')
param image string

@description('Azure Container Registry in this resource group that holds the image; the relay pulls with its identity.')
param registryName string

@description('Host name Exchange Online reaches the relay at (the connectors\' smart host), the name on its certificate.')
@minLength(4)
param publicHost string

@description('Key Vault certificate holding the relay\'s certificate and key (imported from PEM).')
param certificateName string

@description('Address space of the relay\'s virtual network, and its environment\'s subnet inside it (at least /27).')
param vnetAddressPrefix string
param subnetAddressPrefix string

@description('Private address of a firewall the relay\'s outbound traffic is routed through (port 25 to Exchange Online); empty: none.')
param egressFirewallIp string

@minValue(1)
param maxReplicas int

@description('Open SMTP connections per replica before another replica starts.')
param connectionsPerReplica int

// Exchange Online's outbound SMTP: Microsoft Learn, "Microsoft 365 URLs and IP address ranges", Exchange Online,
// endpoint set 10 (*.mail.protection.outlook.com, TCP 25), as published on 2026-08-14. Microsoft changes them with 30
// days' notice (the page's RSS feed). The ingress takes the IPv4 ranges only (IP ingress restrictions are IPv4), and
// the environment's address, which the DNS name points at, is IPv4.
var exchangeOnlineRanges = [
  '40.92.0.0/15'
  '40.107.0.0/16'
  '52.100.0.0/14'
  '104.47.0.0/17'
  '2a01:111:f400::/48'
  '2a01:111:f403::/48'
]

// Where the container reads its certificate: the Key Vault certificate's secret (key, certificate and chain in one
// PEM file) mounted as a file. Node reads the key and the certificates from the same file.
var tlsMountPath = '/mnt/tls'
var tlsFileName = 'relay.pem'

// One replica's size (a Consumption combination) and what Container Apps gives it for files: ephemeral storage by its
// vCPUs (0.25: 1 GiB, 0.5: 2 GiB, 1: 4 GiB, more: 8 GiB; Microsoft Learn, "Use storage mounts in Azure Container Apps"),
// shared by the container's own file system and its EmptyDir volumes. The spool is such a volume: the replica's own.
var replicaCpu = '0.5'
var replicaMemoryMb = 1024
var replicaEphemeralStorageMb = 2048
var spoolMountPath = '/var/spool/relay'

// The relay's limits, from those sizes (the relay answers 452 or 421 past them, and Exchange Online tries again):
// - the spool: the ephemeral storage less 512 MB for anything else the container writes, 1536 MB (43 messages of the
//   largest size, 35 MB, at once);
// - memory: a quarter of the container's, 256 MB, for the messages the signing holds whole (1 MiB each at most); the
//   other 768 MB are Node's, the service's caches' and the connections' stream buffers (64 KiB pieces);
// - connections: twice the count at which the scale rule starts another replica, so a replica rides out a burst
//   while the next one starts.
var spoolBudgetMb = replicaEphemeralStorageMb - 512
var memoryBudgetMb = replicaMemoryMb / 4
var maxConnections = connectionsPerReplica * 2

// The relay's own settings. HOST: listen on every interface of the container (the local host's default is loopback).
// SMTP_ALLOWED_SOURCES is the environment's subnet: TCP ingress hands the relay connections from its proxy there,
// never the sender's address (the proxy does not pass it on), so Exchange Online's ranges are checked by the
// ingress's IP rules below, and Exchange Online's certificate by the relay (SMTP_CLIENT_CERT_NAMES).
var relaySettings = {
  HOST: '0.0.0.0'
  SMTP_PORT: '2525'
  // The operators' metrics, sent with the relay's identity (Entra-authenticated telemetry only).
  APPLICATIONINSIGHTS_CONNECTION_STRING: appInsightsConnectionString
  APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'Authorization=AAD;ClientId=${identity.properties.clientId}'
  SMTP_NEXT_HOP: 'exchange-online'
  SMTP_ALLOWED_SOURCES: subnetAddressPrefix
  SMTP_PUBLIC_HOST: publicHost
  SMTP_TLS_CERT_FILE: '${tlsMountPath}/${tlsFileName}'
  SMTP_TLS_KEY_FILE: '${tlsMountPath}/${tlsFileName}'
  SMTP_CLIENT_CERT_NAMES: 'mail.protection.outlook.com'
  SMTP_SPOOL_DIR: spoolMountPath
  SMTP_SPOOL_BUDGET_MB: string(spoolBudgetMb)
  SMTP_MEMORY_BUDGET_MB: string(memoryBudgetMb)
  SMTP_MAX_CONNECTIONS: string(maxConnections)
  // Each step of a message to Exchange Online (connect, greeting, each answer); docs/reliability.md gives the reason.
  SMTP_NEXT_HOP_TIMEOUT_MS: '30000'
}

resource account 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

resource registry 'Microsoft.ContainerRegistry/registries@2023-07-01' existing = {
  name: registryName
}

resource identity 'Microsoft.ManagedIdentity/userAssignedIdentities@2023-01-31' = {
  name: '${name}-relay-id'
  location: location
  tags: tags
}

resource insights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: appInsightsName
}

var monitoringMetricsPublisher = '3913510d-42f4-4e42-8a64-420c390055eb'

resource telemetryPublisher 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(insights.id, identity.id, monitoringMetricsPublisher)
  scope: insights
  properties: {
    principalId: identity.properties.principalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', monitoringMetricsPublisher)
  }
}

// Storage Blob Data Contributor and Storage Table Data Contributor: the service's blobs and tables, as the Function
// App reaches them (the Function App is Blob Data Owner for the Functions host's own leases, which the relay has not).
var storageRoles = [
  'ba92f5b4-2d11-453d-a403-e96b0029c9fe'
  '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3'
]

resource storageGrants 'Microsoft.Authorization/roleAssignments@2022-04-01' = [for role in storageRoles: {
  name: guid(account.id, identity.id, role)
  scope: account
  properties: {
    principalId: identity.properties.principalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', role)
  }
}]

var keyVaultSecretsUser = '4633458b-17de-408a-b874-0445c86b69e6'

resource secretsUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(vault.id, identity.id, keyVaultSecretsUser)
  scope: vault
  properties: {
    principalId: identity.properties.principalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', keyVaultSecretsUser)
  }
}

var acrPull = '7f951dda-4ed3-4680-a7ca-43fe172d538d'

resource imagePull 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(registry.id, identity.id, acrPull)
  scope: registry
  properties: {
    principalId: identity.properties.principalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', acrPull)
  }
}

// Outbound through the firewall when one is named: Azure blocks port 25 from Container Apps otherwise (README,
// "Azure's outbound port 25"). Workload-profiles environments take user-defined routes.
resource egress 'Microsoft.Network/routeTables@2023-11-01' = if (!empty(egressFirewallIp)) {
  name: '${name}-relay-routes'
  location: location
  tags: tags
  properties: {
    disableBgpRoutePropagation: false
    routes: [
      {
        name: 'egress-through-firewall'
        properties: { addressPrefix: '0.0.0.0/0', nextHopType: 'VirtualAppliance', nextHopIpAddress: egressFirewallIp }
      }
    ]
  }
}

resource vnet 'Microsoft.Network/virtualNetworks@2023-11-01' = {
  name: '${name}-relay-vnet'
  location: location
  tags: tags
  properties: {
    addressSpace: { addressPrefixes: [vnetAddressPrefix] }
    subnets: [
      {
        name: 'relay'
        properties: union(
          {
            addressPrefix: subnetAddressPrefix
            delegations: [{ name: 'container-apps', properties: { serviceName: 'Microsoft.App/environments' } }]
          },
          empty(egressFirewallIp) ? {} : { routeTable: { id: egress.id } }
        )
      }
    ]
  }
}

resource managedEnvironment 'Microsoft.App/managedEnvironments@2024-03-01' = {
  name: '${name}-relay-env'
  location: location
  tags: tags
  properties: {
    vnetConfiguration: { infrastructureSubnetId: '${vnet.id}/subnets/relay', internal: false }
    workloadProfiles: [{ name: 'Consumption', workloadProfileType: 'Consumption' }]
    // Logs go to the service's Log Analytics workspace through the diagnostic setting below (no shared key).
    appLogsConfiguration: { destination: 'azure-monitor' }
  }
}

resource environmentLogs 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'logs'
  scope: managedEnvironment
  properties: {
    workspaceId: logAnalyticsWorkspaceId
    logs: [
      { category: 'ContainerAppConsoleLogs', enabled: true }
      { category: 'ContainerAppSystemLogs', enabled: true }
    ]
  }
}

resource app 'Microsoft.App/containerApps@2024-03-01' = {
  name: '${name}-relay'
  location: location
  tags: tags
  identity: { type: 'UserAssigned', userAssignedIdentities: { '${identity.id}': {} } }
  properties: {
    environmentId: managedEnvironment.id
    workloadProfileName: 'Consumption'
    configuration: {
      activeRevisionsMode: 'Single'
      ingress: {
        external: true
        transport: 'tcp'
        exposedPort: 25
        targetPort: 2525
        ipSecurityRestrictions: [for (range, i) in filter(exchangeOnlineRanges, r => !contains(r, ':')): {
          name: 'exchange-online-${i}'
          description: 'Exchange Online outbound SMTP'
          ipAddressRange: range
          action: 'Allow'
        }]
      }
      registries: [{ server: registry.properties.loginServer, identity: identity.id }]
      // Versionless references: a new secret or certificate version reaches the relay when its revision restarts.
      secrets: [
        { name: 'api-client-secret', keyVaultUrl: apiClientVaultUri, identity: identity.id }
        { name: 'signing-secret', keyVaultUrl: signingVaultUri, identity: identity.id }
        { name: 'relay-tls', keyVaultUrl: '${vault.properties.vaultUri}secrets/${certificateName}', identity: identity.id }
      ]
    }
    template: {
      containers: [
        {
          name: 'relay'
          image: image
          resources: { cpu: json(replicaCpu), memory: '${replicaMemoryMb / 1024}Gi' }
          env: concat(
            [for s in items(union(settings, relaySettings)): { name: s.key, value: s.value }],
            [
              { name: 'API_CLIENT_SECRET', secretRef: 'api-client-secret' }
              { name: 'SIGNING_SECRET', secretRef: 'signing-secret' }
            ]
          )
          volumeMounts: [
            { volumeName: 'tls', mountPath: tlsMountPath }
            { volumeName: 'spool', mountPath: spoolMountPath }
          ]
          // TCP connects on SMTP_PORT; a probe takes at most 10 failures, so a start may take up to 32 seconds.
          probes: [
            { type: 'Startup', tcpSocket: { port: 2525 }, initialDelaySeconds: 2, periodSeconds: 3, failureThreshold: 10 }
            { type: 'Readiness', tcpSocket: { port: 2525 }, periodSeconds: 5, failureThreshold: 3 }
            { type: 'Liveness', tcpSocket: { port: 2525 }, periodSeconds: 10, failureThreshold: 3 }
          ]
        }
      ]
      volumes: [
        { name: 'tls', storageType: 'Secret', secrets: [{ secretRef: 'relay-tls', path: tlsFileName }] }
        { name: 'spool', storageType: 'EmptyDir' }
      ]
      // At least one replica, always: a message is never refused while a replica starts.
      scale: {
        minReplicas: 1
        maxReplicas: maxReplicas
        rules: [{ name: 'smtp-connections', tcp: { metadata: { concurrentConnections: string(connectionsPerReplica) } } }]
      }
    }
  }
  // The Key Vault references and the image pull need the identity's roles first.
  dependsOn: [storageGrants, secretsUser, imagePull]
}

@description('The environment\'s public address: the A record of publicHost.')
output publicIp string = managedEnvironment.properties.staticIp
output fqdn string = app.properties.configuration.ingress.fqdn
output name string = app.name
