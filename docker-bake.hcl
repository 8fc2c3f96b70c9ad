# All five images in one command from the repository root, sharing the build cache (the `npm ci` of the
# Node services runs once for the four of them):
#   docker buildx bake                                   every image, tagged tablecraft-<service>:dev
#   REGISTRY=registry.example.com/tablecraft TAG=0.3.0 docker buildx bake --push
#   docker buildx bake api                               one image
# The Node services are the root Dockerfile with SERVICE set; the web's static image is web/Dockerfile.

variable "REGISTRY" {
  default = ""
}

variable "TAG" {
  default = "dev"
}

function "image" {
  params = [service]
  result = REGISTRY == "" ? "tablecraft-${service}:${TAG}" : "${REGISTRY}/${service}:${TAG}"
}

group "default" {
  targets = ["web", "api", "socket", "worker", "migrations"]
}

target "service" {
  name       = service
  matrix     = { service = ["api", "socket", "worker", "migrations"] }
  context    = "."
  dockerfile = "Dockerfile"
  args       = { SERVICE = service }
  tags       = [image(service)]
}

target "web" {
  context    = "."
  dockerfile = "web/Dockerfile"
  tags       = [image("web")]
}
