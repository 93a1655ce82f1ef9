// The operators' alerts and workbook on the service's own metrics (shared/metrics/instruments.ts names them; a test
// checks every metric name and label here against that list). The metrics reach Application Insights as customMetrics
// through the OpenTelemetry exporter; docs/operations.md is the runbook: each alert, what it means, what to do.
param name string
param location string
param tags object = {}
param appInsightsId string
@description('Where the alerts go (an operator mailbox or distribution list); none: the action group has no receiver yet')
param alertEmail string = ''

// The relay's reasons for passing a message unchanged that are the service's doing, not the organisation's settings.
var servicePassReasons = '"decision_failed", "rewrite_failed", "service_error", "unsupported_shape", "unsupported_charset", "unsupported_encoding", "other"'

resource actionGroup 'Microsoft.Insights/actionGroups@2023-01-01' = {
  name: '${name}-operators'
  location: 'global'
  tags: tags
  properties: {
    groupShortName: 'sigops'
    enabled: true
    emailReceivers: empty(alertEmail) ? [] : [{ name: 'operators', emailAddress: alertEmail, useCommonAlertSchema: true }]
  }
}

// Each alert: a log query over the last window; it fires when the query returns a row.
var alerts = [
  {
    key: 'http-5xx'
    title: 'Share of requests answered 5xx above 2%'
    severity: 1
    window: 'PT15M'
    query: 'customMetrics | where name == "sigsvc_http_requests_total" | summarize total = sum(valueSum), failed = sumif(valueSum, tostring(customDimensions.status_class) == "5xx") | where total > 50 and failed / total > 0.02'
  }
  {
    key: 'relay-deferrals'
    title: 'The relay deferred messages (451) for want of the service'
    severity: 1
    window: 'PT15M'
    query: 'customMetrics | where name == "sigsvc_relay_messages_total" and tostring(customDimensions.outcome) == "deferred" | summarize deferred = sum(valueSum) | where deferred > 5'
  }
  {
    key: 'relay-service-passes'
    title: 'The relay passed messages unsigned for a reason of the service'
    severity: 2
    window: 'PT30M'
    query: 'customMetrics | where name == "sigsvc_relay_messages_total" and tostring(customDimensions.outcome) == "passed" and tostring(customDimensions.reason) in (${servicePassReasons}) | summarize passed = sum(valueSum) by reason = tostring(customDimensions.reason) | where passed > 10'
  }
  {
    key: 'outbox-lag'
    title: 'After-commit work waits in the outbox for more than 15 minutes'
    severity: 2
    window: 'PT30M'
    query: 'customMetrics | where name == "sigsvc_outbox_oldest_seconds" | summarize oldest = max(valueMax) | where oldest > 900'
  }
  {
    key: 'timer-lag'
    title: 'Timer jobs start late or fail'
    severity: 2
    window: 'PT1H'
    query: 'union (customMetrics | where name == "sigsvc_timer_lag_seconds" | summarize late = max(valueMax) by job = tostring(customDimensions.job) | where late > 300), (customMetrics | where name == "sigsvc_timer_runs_total" and tostring(customDimensions.outcome) == "failed" | summarize failed = sum(valueSum) by job = tostring(customDimensions.job) | where failed > 0)'
  }
  {
    key: 'digest-failures'
    title: 'Weekly digests could not be sent'
    severity: 3
    window: 'PT2H'
    query: 'union (customMetrics | where name == "sigsvc_timer_item_failures_total" and tostring(customDimensions.job) == "digestSend"), (customMetrics | where name == "sigsvc_timer_runs_total" and tostring(customDimensions.job) == "digestSend" and tostring(customDimensions.outcome) == "failed") | summarize failures = sum(valueSum) | where failures > 0'
  }
  {
    key: 'certificate-expiry'
    title: 'The relay TLS certificate expires within 14 days'
    severity: 1
    window: 'PT6H'
    query: 'customMetrics | where name == "sigsvc_certificate_expiry_seconds" | summarize remaining = min(valueMin) by certificate = tostring(customDimensions.certificate) | where remaining < 1209600'
  }
]

resource rules 'Microsoft.Insights/scheduledQueryRules@2023-03-15-preview' = [for alert in alerts: {
  name: '${name}-${alert.key}'
  location: location
  tags: tags
  properties: {
    displayName: alert.title
    description: 'Runbook: docs/operations.md#${alert.key}'
    severity: alert.severity
    enabled: true
    scopes: [appInsightsId]
    evaluationFrequency: 'PT5M'
    windowSize: alert.window
    criteria: {
      allOf: [
        {
          query: alert.query
          timeAggregation: 'Count'
          operator: 'GreaterThan'
          threshold: 0
          failingPeriods: { numberOfEvaluationPeriods: 1, minFailingPeriodsToAlert: 1 }
        }
      ]
    }
    autoMitigate: true
    actions: { actionGroups: [actionGroup.id] }
  }
}]

// The workbook: one chart per signal, over the time range picked at its top.
var charts = [
  { title: 'Requests by status class', query: 'customMetrics | where name == "sigsvc_http_requests_total" | summarize requests = sum(valueSum) by bin(timestamp, 5m), status = tostring(customDimensions.status_class) | render timechart' }
  { title: 'Signatures served', query: 'customMetrics | where name == "sigsvc_signatures_served_total" | summarize served = sum(valueSum) by bin(timestamp, 5m), kind = strcat(tostring(customDimensions.source), " ", tostring(customDimensions.cache), iff(tostring(customDimensions.stale) == "true", " stale", ""), " ", tostring(customDimensions.outcome)) | render timechart' }
  { title: 'Apply failures by client and build', query: 'customMetrics | where name == "sigsvc_apply_failures_total" | summarize failures = sum(valueSum) by client = strcat(tostring(customDimensions.client_family), " ", tostring(customDimensions.build)) | top 20 by failures' }
  { title: 'Relay messages by outcome and reason', query: 'customMetrics | where name == "sigsvc_relay_messages_total" | summarize messages = sum(valueSum) by bin(timestamp, 5m), kind = strcat(tostring(customDimensions.outcome), " ", tostring(customDimensions.reason)) | render timechart' }
  { title: 'Next hop answer time (average, seconds)', query: 'customMetrics | where name == "sigsvc_relay_next_hop_seconds" | summarize seconds = sum(valueSum) / sum(valueCount) by bin(timestamp, 5m), result = tostring(customDimensions.result) | render timechart' }
  { title: 'Storage calls: time (average, seconds) and throttles', query: 'union (customMetrics | where name == "sigsvc_storage_call_seconds" | summarize value = sum(valueSum) / sum(valueCount) by bin(timestamp, 5m), series = strcat("seconds ", tostring(customDimensions.service), " ", tostring(customDimensions.result))), (customMetrics | where name == "sigsvc_storage_throttles_total" | summarize value = sum(valueSum) by bin(timestamp, 5m), series = strcat("throttled ", tostring(customDimensions.service))) | render timechart' }
  { title: 'Microsoft Graph calls: time (average, seconds) and throttles', query: 'union (customMetrics | where name == "sigsvc_graph_call_seconds" | summarize value = sum(valueSum) / sum(valueCount) by bin(timestamp, 5m), series = strcat("seconds ", tostring(customDimensions.result))), (customMetrics | where name == "sigsvc_graph_throttles_total" | summarize value = sum(valueSum) by bin(timestamp, 5m), series = "throttled") | render timechart' }
  { title: 'Outbox: oldest open work and lag (seconds)', query: 'union (customMetrics | where name == "sigsvc_outbox_oldest_seconds" | summarize value = max(valueMax) by bin(timestamp, 5m), series = "oldest"), (customMetrics | where name == "sigsvc_outbox_lag_seconds" | summarize value = max(valueMax) by bin(timestamp, 5m), series = "lag") | render timechart' }
  { title: 'Timer jobs: lag (seconds), failed runs and items', query: 'union (customMetrics | where name == "sigsvc_timer_lag_seconds" | summarize value = max(valueMax) by bin(timestamp, 1h), series = strcat("lag ", tostring(customDimensions.job))), (customMetrics | where name == "sigsvc_timer_runs_total" and tostring(customDimensions.outcome) == "failed" | summarize value = sum(valueSum) by bin(timestamp, 1h), series = strcat("failed ", tostring(customDimensions.job))), (customMetrics | where name == "sigsvc_timer_item_failures_total" | summarize value = sum(valueSum) by bin(timestamp, 1h), series = strcat("items failed ", tostring(customDimensions.job))) | render timechart' }
  { title: 'Certificate expiry (days)', query: 'customMetrics | where name == "sigsvc_certificate_expiry_seconds" | summarize days = min(valueMin) / 86400 by certificate = tostring(customDimensions.certificate)' }
]

resource workbook 'Microsoft.Insights/workbooks@2023-06-01' = {
  name: guid(resourceGroup().id, name, 'operators-workbook')
  location: location
  tags: tags
  kind: 'shared'
  properties: {
    displayName: '${name}: service operations'
    category: 'workbook'
    sourceId: appInsightsId
    serializedData: string({
      version: 'Notebook/1.0'
      items: concat(
        [{ type: 1, name: 'intro', content: { json: '## What the service does\nEach chart reads the service\'s own metrics; the runbook is docs/operations.md.' } }],
        map(charts, chart => {
          type: 3
          name: chart.title
          content: {
            version: 'KqlItem/1.0'
            title: chart.title
            query: chart.query
            queryType: 0
            resourceType: 'microsoft.insights/components'
            timeContext: { durationMs: 86400000 }
          }
        })
      )
      fallbackResourceIds: [appInsightsId]
    })
  }
}

output actionGroupId string = actionGroup.id
output workbookId string = workbook.id
