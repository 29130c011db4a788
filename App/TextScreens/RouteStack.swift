/// What a screen's outcome does to a coordinator's stack of routes.
public enum RouteStep<Route> {
    /// Shows `Route` on top of the current one.
    case push(Route)
    /// Back to the route below; from the bottom one, back to the parent flow.
    case pop
    /// Quits the whole app.
    case quit
}

extension Coordinator {
    /// Runs a stack of routes that starts as `[root]`: shows the top route with `show` and
    /// pushes, pops or quits as its step says, until the last route is popped (`.back`).
    public func runRouteStack<Route>(
        from root: Route, show: @MainActor (Route) async -> RouteStep<Route>
    ) async -> CoordinatorExit {
        var stack = [root]
        while let route = stack.last {
            switch await show(route) {
            case .push(let next): stack.append(next)
            case .pop: stack.removeLast()
            case .quit: return .quit
            }
        }
        return .back
    }
}
