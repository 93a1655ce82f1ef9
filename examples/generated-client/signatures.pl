#!/usr/bin/perl
# Creates a published template, gives it to new messages and reads the signature it renders, through OpenAPI::Client:
# its methods (createTemplate, saveRoles, previewSignature) are generated from the service's OpenAPI document.
use Mojo::Base -strict;
use Mojo::JSON qw(encode_json true);
use Mojo::UserAgent;
use OpenAPI::Client;

my $base = $ENV{BASE} // 'http://localhost:7071';
my $ua   = Mojo::UserAgent->new;
$ua->on(start => sub { $_[1]->req->headers->authorization("Bearer $ENV{KEY}") });
my $document = $ua->get("$base/api/admin/api-reference.json")->result->json;
my $api      = OpenAPI::Client->new($document, base_url => $base, ua => $ua);

sub answer {
  my ($tx, $what) = @_;
  my $res = $tx->res;
  die "$what: " . ($res->json // {})->{message} // $res->code . "\n" unless $res->is_success;
  return $res->json;
}

my $template = answer($api->createTemplate({body => {
  name => 'From my Perl script', html => '<p>{{displayName}}, from my Perl script</p>', publish => true,
}}), 'Not created')->{id};
my $roles     = answer($api->saveRoles({body => {new => $template}}), 'Not assigned');
my $signature = answer($api->previewSignature({body => {templateId => $template}}), 'Not rendered');
print encode_json({template => $template, newMessages => $roles->{new}, html => $signature->{html}}), "\n";
