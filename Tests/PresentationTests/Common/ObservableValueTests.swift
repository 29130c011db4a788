import CleanAppsPresentationCore
import Testing

@MainActor
@Suite struct ObservableValueTests {
    @Test func observe_byDefault_replaysCurrentValue() {
        let observable = ObservableValue(1)
        var received: [Int] = []

        let token = observable.observe { received.append($0) }

        #expect(received == [1])
        withExtendedLifetime(token) {}
    }

    @Test func observe_withoutReplay_waitsForNextValue() {
        let observable = ObservableValue(1)
        var received: [Int] = []

        let token = observable.observe(replay: false) { received.append($0) }
        observable.value = 2

        #expect(received == [2])
        withExtendedLifetime(token) {}
    }

    @Test func set_equalValue_isDeduplicated() {
        let observable = ObservableValue("a")
        var received: [String] = []
        let token = observable.observe { received.append($0) }

        observable.value = "a"
        observable.value = "b"
        observable.value = "b"

        #expect(received == ["a", "b"])
        withExtendedLifetime(token) {}
    }

    @Test func set_nonEquatableValue_alwaysNotifies() {
        struct Box: Sendable { let number: Int }
        let observable = ObservableValue(Box(number: 1))
        var received: [Int] = []
        let token = observable.observe(replay: false) { received.append($0.number) }

        observable.value = Box(number: 1)
        observable.value = Box(number: 1)

        #expect(received == [1, 1])
        withExtendedLifetime(token) {}
    }

    @Test func set_severalObservers_notifiesInRegistrationOrder() {
        let observable = ObservableValue(0)
        var calls: [String] = []
        let first = observable.observe(replay: false) { _ in calls.append("first") }
        let second = observable.observe(replay: false) { _ in calls.append("second") }
        let third = observable.observe(replay: false) { _ in calls.append("third") }

        observable.value = 1

        #expect(calls == ["first", "second", "third"])
        withExtendedLifetime((first, second, third)) {}
    }

    @Test func cancel_stopsDelivery() {
        let observable = ObservableValue(0)
        var received: [Int] = []
        let token = observable.observe(replay: false) { received.append($0) }

        observable.value = 1
        token.cancel()
        observable.value = 2

        #expect(received == [1])
        #expect(observable.observerCount == 0)
    }

    @Test func release_ofToken_stopsDeliveryAndPrunes() {
        let observable = ObservableValue(0)
        var received: [Int] = []
        var token: ObservationToken? = observable.observe(replay: false) { received.append($0) }
        #expect(token != nil)

        token = nil
        observable.value = 1

        #expect(received.isEmpty)
        #expect(observable.observerCount == 0)
    }

    @Test func cancel_ofSelfWhileNotifying_isSafeAndFinal() {
        let observable = ObservableValue(0)
        var received: [Int] = []
        var token: ObservationToken?
        token = observable.observe(replay: false) { value in
            received.append(value)
            token?.cancel()
        }

        observable.value = 1
        observable.value = 2

        #expect(received == [1])
    }

    @Test func cancel_ofLaterObserverWhileNotifying_skipsItInSameRound() {
        let observable = ObservableValue(0)
        var calls: [String] = []
        var second: ObservationToken?
        let first = observable.observe(replay: false) { _ in
            calls.append("first")
            second?.cancel()
        }
        second = observable.observe(replay: false) { _ in calls.append("second") }

        observable.value = 1

        #expect(calls == ["first"])
        withExtendedLifetime(first) {}
    }

    @Test func observe_whileNotifying_newObserverJoinsNextRound() {
        let observable = ObservableValue(0)
        var late: [Int] = []
        var lateToken: ObservationToken?
        let token = observable.observe(replay: false) { _ in
            if lateToken == nil {
                lateToken = observable.observe(replay: false) { late.append($0) }
            }
        }

        observable.value = 1
        observable.value = 2

        #expect(late == [2])
        withExtendedLifetime(token) {}
    }

    @Test func observable_whenReleased_doesNotLeak() {
        weak var weakObservable: ObservableValue<Int>?
        var token: ObservationToken?

        do {
            let observable = ObservableValue(0)
            weakObservable = observable
            token = observable.observe { _ in }
        }

        #expect(weakObservable == nil)
        #expect(token != nil)
    }

    @Test func observer_capturingOwnerWeakly_letsOwnerGo() {
        final class Owner {
            var token: ObservationToken?
            var last = 0
        }
        let observable = ObservableValue(0)
        weak var weakOwner: Owner?

        do {
            let owner = Owner()
            weakOwner = owner
            owner.token = observable.observe { [weak owner] in owner?.last = $0 }
        }
        observable.value = 1

        #expect(weakOwner == nil)
        #expect(observable.observerCount == 0)
    }
}
